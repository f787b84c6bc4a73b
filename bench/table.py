#!/usr/bin/env python3
"""Turn bench/run.sh's raw records (a TSV file) into the Markdown tables of the README's
Performance section. Standard library only.

Records, tab-separated:
  meta  KEY VALUE
  time  ID LABEL SET GLYPHS REF_ID SECONDS,... RSS_KB,... SCALE RENDERED WRITTEN
  size  ID LABEL SCOPE FILES BYTES REF_ID
  skip  LABEL REASON
"""

import statistics
import sys


def fmt_seconds(s):
    if s < 1:
        return f"{s * 1000:.0f} ms"
    if s < 10:
        return f"{s:.2f} s"
    return f"{s:.1f} s"


def fmt_ratio(r):
    if r >= 10:
        return f"{r:.0f}×"
    if r >= 0.995:
        return f"{r:.2f}×"
    return f"{r:.3f}× ({r * 100:.1f} %)"


def fmt_mb(kb):
    return f"{kb / 1024:.1f} MB"


def fmt_pct(a, b):
    """How much larger a is than b, in percent."""
    return f"{(a - b) / b * 100:+.1f} %"


def main(path):
    meta, times, sizes, skips = {}, [], [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            kind = cols[0]
            if kind == "meta":
                meta[cols[1]] = cols[2]
            elif kind == "time":
                _, id_, label, set_, glyphs, ref, secs, rss, scale, rendered, written = cols
                runs = [float(x) for x in secs.split(",") if x]
                scale = float(scale or 1)
                times.append({
                    "id": id_, "label": label, "set": set_, "glyphs": int(glyphs), "ref": ref,
                    "runs": runs, "median": statistics.median(runs) * scale, "scale": scale,
                    "min": min(runs) * scale, "max": max(runs) * scale,
                    "rss": max((int(x) for x in rss.split(",") if x), default=None),
                    "rendered": rendered, "written": written,
                })
            elif kind == "size":
                _, id_, label, scope, files, nbytes, ref = cols
                sizes.append({"id": id_, "label": label, "scope": scope, "files": int(files),
                              "bytes": int(nbytes), "ref": ref})
            elif kind == "skip":
                skips.append((cols[1], cols[2]))
    by_id = {t["id"]: t for t in times}
    size_by_id = {s["id"]: s for s in sizes}
    out = []
    p = out.append

    n_adw, n_big = meta.get("n_adw", "?"), meta.get("n_big", "?")
    set_names = {"adw": f"Adwaita ({n_adw})", "big": f"Adwaita ×{meta.get('copies', '?')} ({n_big})"}

    p("## Performance")
    p("")
    p(f"Measured by `make bench` on {meta.get('date', '?')}: {meta.get('cores', '?')} cores, "
      f"{meta.get('cpu', '?')}, {meta.get('memory', '?')} RAM, {meta.get('os', '?')}.")
    tools = [f"quickglyph {meta['quickglyph']}" if meta.get("quickglyph") else "quickglyph",
             meta.get("rsvg", "")]
    for key, name in (("imagemagick", "ImageMagick"), ("oxipng", "oxipng"), ("zopflipng", "zopfli")):
        if key in meta:
            tools.append(f"{name} {meta[key]}" if not meta[key].startswith(name) else meta[key])
    p("Tools: " + "; ".join(t for t in tools if t) + ".")
    p("")
    p(f"The set is the {n_adw} symbolic icons under `/usr/share/icons/Adwaita/scalable` "
      f"(quickglyph refuses the multi-colour ones, the loops convert them all); the large set is "
      f"them ×{meta.get('copies', '?')} under new names ({n_big} glyphs). Times are wall-clock medians: "
      f"quickglyph rows up to {meta.get('runs', '?')} runs, the loops up to {meta.get('slow_runs', '?')} "
      f"(a row stops repeating after {meta.get('budget', '?')} s). The ratio is the row's time over "
      f"quickglyph's cold build on all cores for the same set. Peak RSS is the largest "
      f"`/usr/bin/time -v` maximum resident set size over the runs.")
    p("")
    p("| Case | Set | Runs | Median | Range | Per glyph | Ratio to cold, all cores | Peak RSS | Work |")
    p("|---|---|--:|--:|--:|--:|--:|--:|---|")
    for t in times:
        label = t["label"]
        if t["scale"] != 1:
            done = round(t["glyphs"] / t["scale"])
            label += f" (first {done} glyphs, time ×{t['scale']:.2f})"
        ref = by_id.get(t["ref"])
        ratio = fmt_ratio(t["median"] / ref["median"]) if ref and ref["median"] > 0 else "—"
        work = []
        if t["rendered"]:
            work.append(f"{t['rendered']} rendered")
        if t["written"]:
            work.append(f"{t['written']} files written")
        p(f"| {label} | {set_names.get(t['set'], t['set'])} | {len(t['runs'])} | {fmt_seconds(t['median'])} "
          f"| {fmt_seconds(t['min'])}–{fmt_seconds(t['max'])} | {t['median'] / t['glyphs'] * 1000:.2f} ms "
          f"| {ratio} | {fmt_mb(t['rss']) if t['rss'] else '—'} | {', '.join(work) or '—'} |")
    p("")

    if sizes:
        p("Output bytes: quickglyph's PNGs for the Adwaita set (cold build), and the same PNGs after each "
          "optimiser (the zopfli-based ones, slow, on a sample: every Nth file in name order, "
          "compared with quickglyph's bytes for the same files). "
          "The last column is how much larger quickglyph's output is than that row's.")
        p("")
        p("| Output | Files | Bytes | quickglyph vs this |")
        p("|---|--:|--:|--:|")
        for s in sizes:
            ref = size_by_id.get(s["ref"])
            scope = "" if s["scope"] == "all" else f" ({s['scope']})"
            vs = fmt_pct(ref["bytes"], s["bytes"]) if ref else "—"
            p(f"| {s['label']}{scope} | {s['files']} | {s['bytes']:,} | {vs} |")
        p("")

    if skips:
        p("Skipped: " + "; ".join(f"{name} ({why})" for name, why in skips) + ".")
        p("")

    # The targets, from the rows above.
    p("| Target (2 cores) | Measured | Met |")
    p("|---|--:|:-:|")
    cold, rsvg, noop = by_id.get("qg_adw_all"), by_id.get("rsvg_adw"), by_id.get("qg_adw_noop")
    if cold and rsvg:
        r = rsvg["median"] / cold["median"]
        p(f"| Adwaita cold build ≥ 40× faster than the rsvg-convert loop | {r:.1f}× | {'yes' if r >= 40 else 'no'} |")
    if cold and noop:
        r = noop["median"] / cold["median"]
        p(f"| no-op rebuild < 5 % of the cold build | {r * 100:.1f} % | {'yes' if r < 0.05 else 'no'} |")
        p(f"| no-op rebuild of the Adwaita set < 100 ms | {noop['median'] * 1000:.0f} ms "
          f"| {'yes' if noop['median'] < 0.1 else 'no'} |")
    qg, ox = size_by_id.get("qg_all"), size_by_id.get("oxipng_all")
    if qg and ox:
        d = (qg["bytes"] - ox["bytes"]) / ox["bytes"]
        p(f"| output bytes within 3 % of oxipng -o max | {d * 100:+.1f} % | {'yes' if d <= 0.03 else 'no'} |")
    peaks = [(t["glyphs"], t["rss"]) for t in times if t["id"].startswith("qg_") and t["rss"]]
    if peaks:
        worst = max(r for _, r in peaks)
        per_set = ", ".join(f"{fmt_mb(max(r for g, r in peaks if g == n))} at {n} glyphs"
                            for n in sorted({g for g, _ in peaks}))
        p(f"| peak memory < 64 MB at any glyph count | {per_set} | {'yes' if worst < 64 * 1024 else 'no'} |")
    p("")
    if "load_start" in meta:
        p(f"Load average (1, 5, 15 min) at the start: {meta['load_start']}; at the end: {meta.get('load_end', '?')} "
          f"(the bench itself keeps up to {meta.get('cores', '?')} cores busy; more means other work shared the machine).")
        p("")
    if "wall" in meta:
        p(f"The whole bench took {int(meta['wall']) // 60} min {int(meta['wall']) % 60} s.")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
