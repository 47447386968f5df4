"""A window that shows a game's picture: the ``"human"`` render mode of the PettingZoo and
Gymnasium environments, drawn with pygame as PettingZoo's classic environments are.

The window opens at the first picture, takes the picture's size, and is redrawn at each
call of `Window.show`; `Window.close` shuts it. Without a display (a server, CI) pygame
cannot open one: set ``SDL_VIDEODRIVER=dummy`` to draw off screen, or use the
``"rgb_array"`` or ``"ansi"`` mode instead.

Example (pygame comes with the ``pettingzoo`` extra)::

    from tabletop.adapters.pettingzoo import env
    e = env("tokaido_duo", render_mode="human", seed=1)
    e.reset()                        # the window opens with the first picture
    observation, *_ = e.last()
    e.step(int(observation["action_mask"].argmax()))   # and follows every step
    e.close()                        # and shuts
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from . import missing_extra

__all__ = ["Window"]


class Window:
    """One pygame window for the pictures of one environment."""

    def __init__(self, caption: str, fps: int = 4):
        self.caption = caption
        self.fps = fps
        """Pictures per second at most: `show` waits so that play can be followed."""
        self._screen: Any = None
        self._clock: Any = None

    @property
    def size(self) -> tuple[int, int] | None:
        """(width, height) of the open window, None while it is closed."""
        return None if self._screen is None else tuple(self._screen.get_size())

    def show(self, picture: np.ndarray) -> None:
        """Draw ``picture`` (an ``(H, W, 3)`` uint8 array), opening the window at its size
        the first time (and again if the size changes)."""
        pygame = _pygame()
        height, width = picture.shape[:2]
        if self._screen is None or self.size != (width, height):
            pygame.init()
            try:
                self._screen = pygame.display.set_mode((width, height))
            except pygame.error as error:
                raise RuntimeError(
                    f"render_mode='human' opens a window, and none could be opened ({error}); "
                    "without a screen use render_mode='rgb_array' or 'ansi', or set "
                    "SDL_VIDEODRIVER=dummy to draw off screen") from None
            pygame.display.set_caption(self.caption)
            self._clock = pygame.time.Clock()
        surface = pygame.surfarray.make_surface(np.ascontiguousarray(picture.swapaxes(0, 1)))
        self._screen.blit(surface, (0, 0))
        pygame.event.pump()
        pygame.display.flip()
        self._clock.tick(self.fps)

    def close(self) -> None:
        """Shut the window if it is open."""
        if self._screen is not None:
            pygame = _pygame()
            pygame.display.quit()
            pygame.quit()
            self._screen = None


def _pygame() -> Any:
    """pygame, or an error naming the extra that installs it."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ModuleNotFoundError as missing:
        raise missing_extra(missing, "pettingzoo") from None
    return pygame
