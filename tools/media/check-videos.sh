#!/usr/bin/env bash
# Checks the files in public/media/ against the budgets in README.md and measures each loop's seam.
#
#   tools/media/check-videos.sh [scene ...]
#
# For every video: size, codec, size in pixels, frame rate, duration, pixel format, audio streams (must be 0),
# and the seam: the mean absolute difference (0-255 grey levels, at 160x90) between the last and the first frame,
# next to the mean of the steps either side of it (last-but-one to last, first to second). A ratio near 1 means the
# jump back to the start looks like any other frame step; a little above 1 is the keyframe's sharper coding.
# Exits non-zero when a file is over the hard budget (600 KB video, 60 KB poster) or breaks a format rule.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$(cd "$HERE/../.." && pwd)/public/media"
HARD_KB=600
POSTER_KB=60
SCENES=("$@")
[ ${#SCENES[@]} -gt 0 ] || SCENES=(hero-1 hero-2 hero-3 hero-4 footer)
fail=0

# Mean absolute differences over 160x90 greyscale frames read from stdin.
SEAM_JS='
const chunks = [];
process.stdin.on("data", (c) => chunks.push(c));
process.stdin.on("end", () => {
  const buf = Buffer.concat(chunks), n = 160 * 90, frames = Math.floor(buf.length / n);
  const diff = (a, b) => { let s = 0; for (let i = 0; i < n; i++) s += Math.abs(buf[a * n + i] - buf[b * n + i]); return s / n; };
  const seam = diff(frames - 1, 0), around = (diff(frames - 2, frames - 1) + diff(0, 1)) / 2;
  console.log(`frames ${frames}, seam step ${seam.toFixed(2)} vs neighbouring steps ${around.toFixed(2)} (ratio ${(seam / around).toFixed(2)})`);
});'

for scene in "${SCENES[@]}"; do
  for ext in webm mp4; do
    file="$OUT/$scene.$ext"
    bytes=$(stat -c %s "$file")
    info=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height,r_frame_rate,pix_fmt \
      -of csv=p=0 "$file")
    dur=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$file")
    audio=$(ffprobe -v error -select_streams a -show_entries stream=index -of csv=p=0 "$file" | wc -l)
    seam=$(ffmpeg -hide_banner -loglevel error -nostdin -threads 1 -i "$file" -vf scale=160:90,format=gray \
      -f rawvideo - | node -e "$SEAM_JS")
    printf '%-12s %7d B (%3d KB)  %s  %ss  audio %s  %s\n' "$scene.$ext" "$bytes" $((bytes / 1024)) "$info" \
      "$dur" "$audio" "$seam"
    [ "$bytes" -le $((HARD_KB * 1024)) ] || { echo "  over the ${HARD_KB} KB budget" >&2; fail=1; }
    [ "$audio" -eq 0 ] || { echo "  has an audio stream" >&2; fail=1; }
    case "$ext:$info" in
      webm:vp9,1280,720,yuv420p,*|mp4:h264,1280,720,yuv420p,*) ;;
      *) echo "  unexpected format: $info" >&2; fail=1 ;;
    esac
  done
  # +faststart: the moov atom must come before mdat.
  atoms=$(ffprobe -v trace "$OUT/$scene.mp4" 2>&1 >/dev/null | grep -oE "type:'(moov|mdat)'" || true)
  if [ "${atoms:0:11}" != "type:'moov'" ]; then
    echo "  $scene.mp4: moov atom is not at the start (no +faststart)" >&2
    fail=1
  fi
  # The full poster and the phone-sized ones of its srcset (each one a fraction of the full one's bytes).
  for suffix in '' -828; do
    poster="$OUT/$scene$suffix.webp"
    pbytes=$(stat -c %s "$poster")
    pdim=$(ffprobe -v error -show_entries stream=width,height -of csv=p=0 "$poster")
    printf '%-16s %7d B (%3d KB)  %s\n' "$scene$suffix.webp" "$pbytes" $((pbytes / 1024)) "$pdim"
    [ "$pbytes" -le $((POSTER_KB * 1024)) ] || { echo "  poster over ${POSTER_KB} KB" >&2; fail=1; }
    width=${suffix#-}
    [ "${pdim%%,*}" = "${width:-1280}" ] || { echo "  not ${width:-1280} px wide" >&2; fail=1; }
  done
done
exit $fail
