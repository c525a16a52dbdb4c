import argparse

import carla
import pygame

from drive_models import DriveModelKeras
from helpers import collect_sensor_images, vehicle_info


def game_loop(args):
    pygame.init()
    client = carla.Client(args.host, args.port)
    client.set_timeout(4.0)
    world = client.get_world()
    vehicle, sensors = world.spawn_ego_vehicle(args.vehicle_filter)
    model = DriveModelKeras()
    model.load_model(args.model)
    clock = pygame.time.Clock()
    try:
        while True:
            clock.tick_busy_loop(args.fps)
            world.tick()
            images = collect_sensor_images(sensors)
            info = vehicle_info(world, vehicle)
            prediction = model.get_prediction(images, info)
            if prediction:
                steer, throttle, brake = prediction
                vehicle.apply_control(carla.VehicleControl(throttle=throttle, steer=steer, brake=brake))
            for event in pygame.event.get():
                if event.type == pygame.QUIT:
                    return
    finally:
        for sensor in sensors:
            sensor.destroy()
        vehicle.destroy()
        pygame.quit()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="CARLA manual/auto controller")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=2000)
    parser.add_argument("--model", required=True)
    parser.add_argument("--fps", type=int, default=10)
    parser.add_argument("--vehicle-filter", default="vehicle.audi.*")
    game_loop(parser.parse_args())
