#!/usr/bin/env bash
# Regenerates the background videos and posters in public/media/ from the scene code in render-frames.mjs.
#
#   tools/media/make-videos.sh                 # all five: hero-1 hero-2 hero-3 hero-4 footer
#   tools/media/make-videos.sh hero-3 footer   # just these
#   POSTERS_ONLY=1 tools/media/make-videos.sh # only the posters (renders one frame per scene, a few seconds)
#
# For each scene:
#   1. render-frames.mjs writes 192 SVG frames (8 s at 24 fps, 1280x720, seamless loop) to a temporary folder;
#   2. ffmpeg rasterises them with librsvg into a lossless FFV1 master;
#   3. the master is encoded to <scene>.webm (VP9, two-pass constant quality) and <scene>.mp4 (H.264 High,
#      yuv420p, +faststart), both without audio, BT.709 tagged; the CRF is raised step by step until the file
#      fits TARGET_KB (550 KB; the hard budget is 600 KB);
#   4. the first frame becomes <scene>.webp (poster, quality 60, lowered until it fits POSTER_KB = 60 KB) and,
#      at the same quality, <scene>-828.webp (POSTER_WIDTHS, Lanczos-scaled) for the poster's srcset: a phone
#      fetches it instead of the 1280 px one.
# The site build never runs this: the outputs are committed. Needs node (>= 18) and an ffmpeg built with
# librsvg, libvpx, libx264 and libwebp (Debian/Ubuntu: apt-get install -y ffmpeg). About 8 min of CPU (~4 min on 2 cores);
# ffmpeg runs niced with one thread per process, JOBS (default 2) scenes at a time, so it does not crowd other work.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="$ROOT/public/media"
FPS=24
FRAMES=192
TARGET_KB=${TARGET_KB:-550}
POSTER_KB=${POSTER_KB:-60}
# Beside the full 1280 px poster; components/ui/BackgroundVideo.tsx lists the same. Not narrower: a poster
# with fewer pixels than the phone's hero box counts for less in the largest paint than the video's first
# frame, which then becomes the largest paint (seen with a 640 px poster: / at 3.3 s simulated).
POSTER_WIDTHS=(828)
POSTERS_ONLY=${POSTERS_ONLY:-0}
VP9_CRF=${VP9_CRF:-32}  # starting points; raised in steps of 2 while a file is over budget
X264_CRF=${X264_CRF:-24}
JOBS=${JOBS:-2}         # scenes made at once, each ffmpeg single-threaded
CRF_MAX=51

SCENES=("$@")
[ ${#SCENES[@]} -gt 0 ] || SCENES=(hero-1 hero-2 hero-3 hero-4 footer)

command -v node >/dev/null || { echo "node is required" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }
codecs="$(ffmpeg -hide_banner -encoders 2>/dev/null; ffmpeg -hide_banner -decoders 2>/dev/null)"
for need in 'librsvg' 'libvpx-vp9' 'libx264 ' 'libwebp '; do
  grep -q " $need" <<<"$codecs" || { echo "this ffmpeg lacks $need" >&2; exit 1; }
done

FF=(nice -n 10 ffmpeg -hide_banner -loglevel error -nostdin -y -threads 1)
TAGS=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)
TOYUV="scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p"
COMMON=(-an -sn -dn -map_metadata -1 -pix_fmt yuv420p "${TAGS[@]}" -g "$FRAMES" -keyint_min "$FRAMES")

# public/ is the source of truth: stop before rendering if a file was changed since this script wrote it.
OUTPUTS=()
for scene in "${SCENES[@]}"; do
  OUTPUTS+=("$OUT/$scene.webp")
  for width in "${POSTER_WIDTHS[@]}"; do OUTPUTS+=("$OUT/$scene-$width.webp"); done
  [ "$POSTERS_ONLY" = 1 ] || OUTPUTS+=("$OUT/$scene.webm" "$OUT/$scene.mp4")
done
node "$ROOT/tools/guard.mjs" check "${OUTPUTS[@]}"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
size() { stat -c %s "$1"; }

# Posters of one scene from the SVG of its first frame, so the still matches the moment the video starts.
# Prints the quality used.
make_posters() {
  local scene=$1 frame=$2 q=60 width
  local webp=(-c:v libwebp -compression_level 6 -map_metadata -1)
  while :; do
    "${FF[@]}" -i "$frame" -vf format=rgb24 "${webp[@]}" -quality "$q" "$OUT/$scene.webp"
    [ "$(size "$OUT/$scene.webp")" -le $((POSTER_KB * 1024)) ] || [ "$q" -le 30 ] && break
    q=$((q - 5))
  done
  for width in "${POSTER_WIDTHS[@]}"; do
    "${FF[@]}" -i "$frame" -vf "scale=$width:-2:flags=lanczos+accurate_rnd,format=rgb24" "${webp[@]}" \
      -quality "$q" "$OUT/$scene-$width.webp"
  done
  echo "$q"
}

make_scene() {
  local scene=$1 start=$SECONDS dir q crf vp9crf vp9 width
  dir="$WORK/$scene"
  if [ "$POSTERS_ONLY" = 1 ]; then
    node "$HERE/render-frames.mjs" "$scene" "$dir/svg" --frames "$FRAMES" --only 0
    q=$(make_posters "$scene" "$dir/svg/0000.svg")
    printf '%-7s webp %5d B (q %s)' "$scene" "$(size "$OUT/$scene.webp")" "$q"
    for width in "${POSTER_WIDTHS[@]}"; do printf '   %s px %5d B' "$width" "$(size "$OUT/$scene-$width.webp")"; done
    printf '\n'
    rm -rf "$dir"
    return
  fi
  node "$HERE/render-frames.mjs" "$scene" "$dir/svg" --frames "$FRAMES"
  q=$(make_posters "$scene" "$dir/svg/0000.svg")
  "${FF[@]}" -framerate "$FPS" -i "$dir/svg/%04d.svg" -vf format=gbrp -c:v ffv1 -level 3 "$dir/master.mkv"
  rm -rf "$dir/svg"

  # WebM / VP9, two-pass constant quality.
  crf=$VP9_CRF
  while :; do
    vp9=(-c:v libvpx-vp9 -b:v 0 -crf "$crf" -deadline good -row-mt 0 -tile-columns 0
      -auto-alt-ref 1 -lag-in-frames 25 "${COMMON[@]}")
    "${FF[@]}" -i "$dir/master.mkv" -vf "$TOYUV" "${vp9[@]}" -cpu-used 4 -pass 1 \
      -passlogfile "$dir/vp9" -f webm /dev/null
    "${FF[@]}" -i "$dir/master.mkv" -vf "$TOYUV" "${vp9[@]}" -cpu-used 3 -pass 2 \
      -passlogfile "$dir/vp9" "$OUT/$scene.webm"
    [ "$(size "$OUT/$scene.webm")" -le $((TARGET_KB * 1024)) ] || [ "$crf" -ge $CRF_MAX ] && break
    crf=$((crf + 2))
  done
  vp9crf=$crf

  # MP4 / H.264 High, moov atom first.
  crf=$X264_CRF
  while :; do
    "${FF[@]}" -i "$dir/master.mkv" -vf "$TOYUV" -c:v libx264 -preset slow -crf "$crf" \
      -profile:v high -level:v 4.0 "${COMMON[@]}" -movflags +faststart "$OUT/$scene.mp4"
    [ "$(size "$OUT/$scene.mp4")" -le $((TARGET_KB * 1024)) ] || [ "$crf" -ge $CRF_MAX ] && break
    crf=$((crf + 2))
  done

  printf '%-7s webm %6d B (crf %s)   mp4 %6d B (crf %s)   webp %5d B (q %s)   %ss\n' \
    "$scene" "$(size "$OUT/$scene.webm")" "$vp9crf" "$(size "$OUT/$scene.mp4")" "$crf" \
    "$(size "$OUT/$scene.webp")" "$q" $((SECONDS - start))
  rm -rf "$dir"
}

for scene in "${SCENES[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
  echo "== $scene"
  make_scene "$scene" &
done
while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n; done
node "$ROOT/tools/guard.mjs" record "${OUTPUTS[@]}"

echo "Check with: tools/media/check-videos.sh"
