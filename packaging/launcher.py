"""Entry script of the PyInstaller bundle: the same as the ``attention-explorer`` command."""

from explorer.cli import main

raise SystemExit(main())
