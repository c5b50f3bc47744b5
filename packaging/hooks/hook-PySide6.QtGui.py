"""QtGui's plugins, only those the app uses (packaging/bundle_contents.py).

Replaces PyInstaller's own hook for PySide6.QtGui (a hook in the spec's
hookspath outranks the built-in one) and does what that one does, then drops
the plugins bundle_contents leaves out, before PyInstaller looks for the
libraries they link: so the eglfs back ends, the GTK theme and its GTK stack
never enter the bundle.
"""

from bundle_contents import keep_qt_plugin  # on sys.path: the spec puts packaging/ there
from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(source, dest) for source, dest in binaries if keep_qt_plugin(source, dest)]
