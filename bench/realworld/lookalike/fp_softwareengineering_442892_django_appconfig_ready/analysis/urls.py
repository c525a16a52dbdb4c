from django.urls import path

from . import views

urlpatterns = [path("segment/", views.segment, name="segment")]
