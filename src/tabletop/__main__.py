"""``python -m tabletop`` runs the ``tabletop`` command."""

import sys

from .cli import main

sys.exit(main())
