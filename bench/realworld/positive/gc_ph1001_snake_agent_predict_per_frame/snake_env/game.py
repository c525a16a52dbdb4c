"""Pygame snake whose moves are chosen by a neural network."""
import random

import numpy as np
import pygame

WIDTH, HEIGHT, BLOCK = 800, 600, 10
BLUE, GREEN, BLACK = (50, 153, 213), (0, 255, 0), (0, 0, 0)
MOVES = [(-BLOCK, 0), (BLOCK, 0), (0, -BLOCK), (0, BLOCK)]


def _field_of_vision(head, body, food, sight):
    edge = 1 + 2 * sight
    fov = np.zeros((edge, edge))
    for i in range(edge):
        for j in range(edge):
            x = head[0] + (j - sight) * BLOCK
            y = head[1] + (i - sight) * BLOCK
            if [x, y] in body or x >= WIDTH or x < 0 or y >= HEIGHT or y < 0:
                fov[i, j] = -1
            if (x, y) == food:
                fov[i, j] = 1
    return fov


def _observation(x, y, food, body, sight):
    dist = [HEIGHT - y, y, WIDTH - x, x, food[1] - y, food[0] - x, x, y]
    fov = _field_of_vision((x, y), body, food, sight)
    return np.concatenate((np.array(dist, dtype="float32").reshape(1, 8), fov.reshape(1, -1)), axis=1)


def _random_food():
    return (round(random.randrange(0, WIDTH - BLOCK) / 10.0) * 10.0,
            round(random.randrange(0, HEIGHT - BLOCK) / 10.0) * 10.0)


def game_loop(model, speed=15, sight=3, max_idle_moves=50):
    pygame.init()
    screen = pygame.display.set_mode((WIDTH, HEIGHT))
    clock = pygame.time.Clock()
    x, y = WIDTH / 2, HEIGHT / 2
    body, length, moves = [], 1, 0
    food = _random_food()
    alive = True

    while alive:
        obs = _observation(x, y, food, body, sight)
        action = int(np.argmax(model.predict(obs)))
        dx, dy = MOVES[action]
        pygame.event.pump()

        x, y = x + dx, y + dy
        moves += 1
        if x >= WIDTH or x < 0 or y >= HEIGHT or y < 0 or moves >= max_idle_moves:
            alive = False
        body.append([x, y])
        if len(body) > length:
            del body[0]
        if [x, y] in body[:-1]:
            alive = False

        screen.fill(BLUE)
        pygame.draw.rect(screen, GREEN, [food[0], food[1], BLOCK, BLOCK])
        for part in body:
            pygame.draw.rect(screen, BLACK, [part[0], part[1], BLOCK, BLOCK])
        pygame.display.update()

        if (x, y) == food:
            food = _random_food()
            length += 1
            moves = 0
        clock.tick(speed)

    pygame.quit()
    return length, moves
