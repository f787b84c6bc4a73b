#!/usr/bin/env python3
"""Optimise PNG files in place with oxipng (the PyPI package pyoxipng, module `oxipng`).

    oxipng_opt.py --check                     print the module's version, exit 1 when it is missing
    oxipng_opt.py [--zopfli ITER] [--jobs N] FILE...

`-o max` of the oxipng command line is preset 6 (level=6); `--zopfli ITER` adds the
Zopfli deflater with ITER iterations (the command line's `-Z` uses 15).
Files are spread over N processes (default: the number of cores).
"""

import argparse
import os
import sys
from concurrent.futures import ProcessPoolExecutor

try:
    import oxipng
except ImportError:
    oxipng = None


def version():
    try:
        from importlib.metadata import version as v
        return v("pyoxipng")
    except Exception:
        return "unknown"


def optimise(job):
    path, zopfli = job
    kwargs = {"level": 6}
    if zopfli:
        kwargs["deflate"] = oxipng.Deflaters.zopfli(zopfli)
    oxipng.optimize(path, **kwargs)
    return path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--check-zopfli", action="store_true")
    parser.add_argument("--zopfli", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if oxipng is None:
        print("oxipng_opt.py: the oxipng module (pip install pyoxipng) is not importable", file=sys.stderr)
        return 1
    if args.check:
        print(version())
        return 0
    if args.check_zopfli:
        return 0 if hasattr(getattr(oxipng, "Deflaters", None), "zopfli") else 1
    jobs = [(f, args.zopfli) for f in args.files]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for _ in pool.map(optimise, jobs, chunksize=8):
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
