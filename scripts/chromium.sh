#!/bin/sh
# Debian's Chromium for the tests and measurements (Playwright's executablePath, Lighthouse's
# chromePath), without the browser's own interface work, which a headless page never shows but pays
# for on a 2-core machine (decision 022):
#
# - Chromium 151 and later preload the address bar's WebUI popup (chrome://omnibox-popup.top-chrome)
#   in a renderer of its own, headless too: measured on 156, it took ≈ 40 % of the CPU of each new
#   browser context (a test's first page) and competed with the page Lighthouse measures.
#
# Chromium keeps only the last --disable-features it is given, so the ones Playwright or
# chrome-launcher pass are merged into one with these rather than replaced by them.
#
#   CHROMIUM_PATH  the browser to run (default /usr/bin/chromium)

features=''
for arg do
  shift
  case $arg in
    --disable-features=*) features="$features${arg#--disable-features=}," ;;
    *) set -- "$@" "$arg" ;;
  esac
done
features="${features}WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI"

exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" "--disable-features=$features"
