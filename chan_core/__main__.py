"""``python -m chan_core eval FILE.yaml`` (see :mod:`chan_core.cli`)."""
import sys

from chan_core.cli import main

sys.exit(main())
