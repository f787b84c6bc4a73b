#!/usr/bin/env python3
"""Turn bench/run.sh's raw records (a TSV file) into the Markdown tables of
docs/performance.md. Standard library only.

Records, tab-separated:
  meta  KEY VALUE
  row   ID LABEL SET GLYPHS GROUP LEVEL SCALE      GROUP: frontier, base or big
  run   ID ROUND SECONDS CPU_SECONDS RSS_KB RENDERED WRITTEN
  bytes ID FILES BYTES
  size  ID LABEL SCOPE FILES BYTES REF_ID
  round ROUND SECONDS LOAD1 OTHERS                 OTHERS: share of the CPU time not the bench's
  skip  LABEL REASON
"""

import statistics
import sys

# The targets for the default level, and for the top one.
TIME_TARGET = 2.0      # cold build at most 2x the level-1 floor
BYTES_TARGET = 1.10    # bytes at most 10 % above oxipng's best
MAX_BYTES_TARGET = 1.005


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
    return f"{r:.3f}×"


def fmt_mb(kb):
    return f"{kb / 1024:.1f} MB"


def fmt_pct(r):
    return f"{(r - 1) * 100:+.1f} %"


def main(path):
    meta, rows, runs, nbytes, sizes, rounds, skips = {}, {}, {}, {}, [], [], []
    order = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            kind = cols[0]
            if kind == "meta":
                meta[cols[1]] = cols[2]
            elif kind == "row":
                _, id_, label, set_, glyphs, group, level, scale = cols
                rows[id_] = {"id": id_, "label": label, "set": set_, "glyphs": int(glyphs), "group": group,
                             "level": int(level) if level else None, "scale": float(scale or 1)}
                order.append(id_)
            elif kind == "run":
                _, id_, rnd, secs, cpu, rss, rendered, written = cols
                runs.setdefault(id_, []).append({"t": float(secs), "cpu": float(cpu or 0), "rss": int(rss or 0),
                                                 "rendered": rendered, "written": written})
            elif kind == "bytes":
                nbytes[cols[1]] = (int(cols[2]), int(cols[3]))
            elif kind == "size":
                _, id_, label, scope, files, b, ref = cols
                sizes.append({"id": id_, "label": label, "scope": scope, "files": int(files), "bytes": int(b), "ref": ref})
            elif kind == "round":
                rounds.append({"round": cols[1], "wall": float(cols[2]), "load": cols[3], "others": float(cols[4])})
            elif kind == "skip":
                skips.append((cols[1], cols[2]))

    for id_, row in rows.items():
        rs = runs.get(id_, [])
        scale = row["scale"]
        row["n"] = len(rs)
        if rs:
            row["median"] = statistics.median(r["t"] for r in rs) * scale
            row["min"] = min(r["t"] for r in rs) * scale
            row["max"] = max(r["t"] for r in rs) * scale
            row["cpu"] = statistics.median(r["cpu"] for r in rs) * scale
            row["rss"] = max(r["rss"] for r in rs)
            row["rendered"], row["written"] = rs[-1]["rendered"], rs[-1]["written"]
        row["files"], row["bytes"] = nbytes.get(id_, (None, None))

    size_by_id = {s["id"]: s for s in sizes}
    default = int(meta.get("default_level", 0))
    top = int(meta.get("max_level", 0))
    floor = rows.get("qg_l1")
    ox = size_by_id.get("oxipng_all")
    best = ox["bytes"] if ox else None
    default_row = rows.get(f"qg_l{default}")

    out = []
    p = out.append
    n_adw, n_big = meta.get("n_adw", "?"), meta.get("n_big", "?")
    set_names = {"adw": f"Adwaita ({n_adw})", "big": f"Adwaita ×{meta.get('copies', '?')} ({n_big})"}

    p(f"Measured by `make bench` on {meta.get('date', '?')}: {meta.get('cores', '?')} cores, "
      f"{meta.get('cpu', '?')}, {meta.get('memory', '?')} RAM, {meta.get('os', '?')}.")
    tools = [f"quickglyph {meta['quickglyph']}" if meta.get("quickglyph") else "quickglyph", meta.get("rsvg", "")]
    for key, name in (("imagemagick", "ImageMagick"), ("oxipng", "oxipng"), ("zopflipng", "zopfli")):
        if key in meta:
            tools.append(f"{name} {meta[key]}" if not meta[key].startswith(name) else meta[key])
    p("Tools: " + "; ".join(t for t in tools if t) + ".")
    p("")
    if rounds:
        loads = ", ".join(f"{r['load']}" for r in rounds)
        others = ", ".join(f"{r['others'] * 100:.0f} %" for r in rounds)
        p(f"Machine load, round by round ({len(rounds)} rounds: {meta.get('rounds', '?')} over the Adwaita rows, "
          f"{meta.get('big_rounds', '?')} over the large set): load average at the start of each, {loads}; "
          f"share of all CPU time spent by processes other than the bench's during each, {others}. "
          f"Load average at the start of the bench {meta.get('load_start', '?')}, at the end {meta.get('load_end', '?')} "
          f"(1, 5, 15 min).")
        p("")

    # --- the frontier ---
    front = [rows[i] for i in order if rows[i]["group"] == "frontier" and rows[i]["n"]]
    if front and floor and floor.get("n"):
        p(f"**The compression frontier** (Adwaita, {n_adw} glyphs, cold build on all cores, median of "
          f"{floor['n']} interleaved rounds). Time against level 1, the floor, as wall-clock time (the target) and as "
          f"CPU time (user + system of the build and its workers, which other processes on the machine disturb less); "
          f"bytes against oxipng's best "
          f"(`oxipng -o max` run on the level-{top} output, which it only keeps or shrinks). Targets at the default: "
          f"time ≤ {TIME_TARGET:g}× the floor, bytes ≤ {(BYTES_TARGET - 1) * 100:.0f} % over oxipng.")
        p("")
        p("| Level | Median | Range | × floor | CPU (median) | CPU × floor | Bytes | vs oxipng's best | Both targets |")
        p("|--:|--:|--:|--:|--:|--:|--:|--:|:-:|")
        for r in front:
            tr = r["median"] / floor["median"]
            br = r["bytes"] / best if best and r["bytes"] else None
            name = str(r["level"]) + (" (default)" if r["level"] == default else "") + (" = max" if r["level"] == top else "")
            meets = "yes" if br is not None and tr <= TIME_TARGET and br <= BYTES_TARGET else "no"
            p(f"| {name} | {fmt_seconds(r['median'])} | {fmt_seconds(r['min'])}–{fmt_seconds(r['max'])} | {tr:.2f}× "
              f"| {r['cpu']:.2f} s | {r['cpu'] / floor['cpu']:.2f}× | {r['bytes']:,} | {fmt_pct(br) if br else '—'} | {meets} |")
        p("")

    # --- the baselines ---
    ref = default_row
    base = [rows[i] for i in order if rows[i]["group"] in ("base", "big") and rows[i]["n"]]
    if ref and ref.get("n"):
        p(f"**Against the loops** (one run, rows interleaved; medians). The time ratio is the row's median over "
          f"quickglyph's cold build on all cores at the default level for the same set ({fmt_seconds(ref['median'])} "
          f"for Adwaita); bytes are the PNGs each row wrote for the glyphs quickglyph converts, against oxipng's best.")
        p("")
        p("| Case | Set | Runs | Median | Range | CPU | × quickglyph cold | Bytes | vs oxipng's best | Peak RSS | Work |")
        p("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|")
        big_ref = rows.get("qg_big_all")
        show = [ref] + base
        for r in show:
            label = r["label"] if r is not ref else r["label"].replace(f", --compression {default} (the default)", " (the default level)")
            if r["scale"] != 1:
                label += f" (first {round(r['glyphs'] / r['scale'])} glyphs, time ×{r['scale']:.2f})"
            against = big_ref if r["set"] == "big" else ref
            ratio = fmt_ratio(r["median"] / against["median"]) if against and against.get("n") else "—"
            b = r.get("bytes")
            work = []
            if r.get("rendered"):
                work.append(f"{r['rendered']} rendered")
            if r.get("written"):
                work.append(f"{r['written']} files written")
            p(f"| {label} | {set_names.get(r['set'], r['set'])} | {r['n']} | {fmt_seconds(r['median'])} "
              f"| {fmt_seconds(r['min'])}–{fmt_seconds(r['max'])} | {r['cpu']:.2f} s | {ratio} "
              f"| {f'{b:,}' if b else '—'} | {fmt_pct(b / best) if b and best else '—'} "
              f"| {fmt_mb(r['rss']) if r['rss'] and r['id'].startswith('qg') else '—'} | {', '.join(work) or '—'} |")
        p("")

    if sizes:
        p("Output bytes against the optimisers: each optimiser ran on quickglyph's top-level output (the "
          "zopfli-based ones, slow, on a sample: every Nth file in name order). The last column is how much "
          "larger quickglyph's bytes are than that row's.")
        p("")
        p("| Output | Files | Bytes | quickglyph vs this |")
        p("|---|--:|--:|--:|")
        for s in sizes:
            r = size_by_id.get(s["ref"]) or rows.get(s["ref"])
            scope = "" if s["scope"] == "all" else f" ({s['scope']})"
            vs = fmt_pct(r["bytes"] / s["bytes"]) if r and r.get("bytes") else "—"
            p(f"| {s['label']}{scope} | {s['files']} | {s['bytes']:,} | {vs} |")
        p("")

    if skips:
        p("Skipped: " + "; ".join(f"{name} ({why})" for name, why in skips) + ".")
        p("")

    # --- the targets ---
    p("| Target | Measured | Met |")
    p("|---|--:|:-:|")
    if default_row and floor and best:
        tr = default_row["median"] / floor["median"]
        br = default_row["bytes"] / best
        cr = default_row["cpu"] / floor["cpu"]
        p(f"| default (level {default}): cold build ≤ {TIME_TARGET:g}× the level-1 floor | {tr:.2f}× wall, {cr:.2f}× CPU "
          f"| {'yes' if tr <= TIME_TARGET else 'no'} |")
        p(f"| default (level {default}): bytes ≤ {(BYTES_TARGET - 1) * 100:.0f} % over oxipng's best | {fmt_pct(br)} | {'yes' if br <= BYTES_TARGET else 'no'} |")
    top_row = rows.get(f"qg_l{top}")
    if top_row and best and top_row.get("bytes"):
        br = top_row["bytes"] / best
        p(f"| `--compression max` (level {top}): bytes ≤ {(MAX_BYTES_TARGET - 1) * 100:.1f} % over oxipng's best | {fmt_pct(br)} "
          f"| {'yes' if br <= MAX_BYTES_TARGET else 'no'} |")
    seq, par, noop = rows.get("rsvg_seq"), rows.get("rsvg_par"), rows.get("qg_noop")
    if default_row and seq and seq.get("n"):
        p(f"| default cold build against the sequential rsvg-convert loop | {seq['median'] / default_row['median']:.1f}× faster | — |")
    if default_row and par and par.get("n"):
        p(f"| default cold build against the parallel rsvg-convert loop | {par['median'] / default_row['median']:.1f}× faster | — |")
    if floor and par and par.get("n"):
        p(f"| level-1 cold build against the parallel rsvg-convert loop | {par['median'] / floor['median']:.1f}× faster | — |")
    if noop and noop.get("n") and default_row:
        p(f"| no-op rebuild of the Adwaita set < 100 ms | {noop['median'] * 1000:.0f} ms | {'yes' if noop['median'] < 0.1 else 'no'} |")
        share = noop["median"] / default_row["median"]
        p(f"| no-op rebuild < 5 % of the default cold build | {share * 100:.1f} % | {'yes' if share < 0.05 else 'no'} |")
    app_noop = rows.get("qg_app_noop")
    if app_noop and app_noop.get("n") and default_row:
        share = app_noop["median"] / default_row["median"]
        p(f"| no-op rebuild with the app's files < 100 ms and < 5 % of cold | {app_noop['median'] * 1000:.0f} ms, "
          f"{share * 100:.1f} % | {'yes' if app_noop['median'] < 0.1 and share < 0.05 else 'no'} |")
    android_noop = rows.get("qg_android_noop")
    if android_noop and android_noop.get("n") and app_noop and app_noop.get("n"):
        ratio = android_noop["median"] / app_noop["median"]
        p(f"| no-op rebuild with an Android module within 1.5× of the one without | {android_noop['median'] * 1000:.0f} ms, "
          f"{ratio:.2f}× | {'yes' if ratio <= 1.5 else 'no'} |")
    peaks = [(r["glyphs"], r["rss"]) for r in rows.values() if r["id"].startswith("qg_") and r.get("rss")]
    if peaks:
        worst = max(x for _, x in peaks)
        per_set = ", ".join(f"{fmt_mb(max(x for g, x in peaks if g == n))} at {n} glyphs" for n in sorted({g for g, _ in peaks}))
        p(f"| peak memory < 64 MB at any glyph count | {per_set} | {'yes' if worst < 64 * 1024 else 'no'} |")
    p("")
    if "wall" in meta:
        p(f"The whole bench took {int(meta['wall']) // 60} min {int(meta['wall']) % 60} s.")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
