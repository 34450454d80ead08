#!/usr/bin/env bash
# Makes the marketing slice's short motion videos (H.264, muted) and the multi-page
# brand-guidelines PDF.
# The outputs are committed; run this again only to change them.
# Needs: ImageMagick and ffmpeg (Debian: apt-get install -y imagemagick ffmpeg), the Inter font
# (fonts-inter) and, for the PDF, pdfkit (npm install --prefix /tmp/pdfgen pdfkit).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=src/assets
IMG=$OUT/images
VID=$OUT/video
DOC=$OUT/docs
mkdir -p "$IMG" "$VID" "$DOC"
BOLD=/usr/share/fonts/opentype/inter/Inter-Bold.otf
REG=/usr/share/fonts/opentype/inter/Inter-Medium.otf
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# The pictures (brand work, thumbnails) are drawn by packages/artwork/bin/generate.mjs from the
# case studies' own names, colours and words; this script makes the videos and the PDF only.
NAVY='#0F2C59'; DEEP='#0A1F40'; BLUE='#2A5CAA'; AMBER='#F2A93B'; CORAL='#E8553F'; GREEN='#1F7A4D'; INK='#0B1020'; PLUM='#5B2A86'

# video NAME SECONDS FROM MID TO ACCENT TITLE SUBTITLE SEED
video() {
  local name=$1 secs=$2 c0=$3 c1=$4 c2=$5 c3=$6 title=$7 sub=$8 seed=$9
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=0x${c0#\#}:c1=0x${c1#\#}:c2=0x${c2#\#}:c3=0x${c3#\#}:n=4:speed=0.015:d=$secs:r=24:seed=$seed" \
    -vf "drawbox=x='mod(t*90\,w+160)-160':y=48:w=160:h=6:color=white@0.75:t=fill,drawtext=fontfile=$BOLD:text='$title':fontcolor=white:fontsize=34:x=40:y=h-112,drawtext=fontfile=$REG:text='$sub':fontcolor=white@0.85:fontsize=18:x=40:y=h-62" \
    -c:v libx264 -crf 32 -preset slow -tune animation -pix_fmt yuv420p -movflags +faststart -an "$VID/$name.mp4"
}

video motion-sunharvest 30 "$NAVY" "$BLUE" "$AMBER" "$CORAL" 'Sunharvest Display Campaign' 'Advertisement · 30 seconds' 7
video motion-ukweli 60 "$DEEP" "$BLUE" "$AMBER" "$INK" 'Ukweli Africa Explainer' 'Explainer video · 60 seconds' 13
video motion-mmu 90 "$INK" "$GREEN" "$AMBER" "$NAVY" 'Money and Markets Broadcast Package' 'Broadcast graphics · 90 seconds' 17
video motion-urbanpulse 45 "$PLUM" "$CORAL" "$AMBER" "$INK" 'Urban Pulse Logo Animation' 'Logo animation · 45 seconds' 19
video home-reel 8 "$NAVY" "$CORAL" "$AMBER" "$PLUM" 'Nyota Creative Showreel' 'Motion graphics · 2024' 29

# The featured-work PDF: a six-page brand-guidelines sample.
node scripts/make-guidelines-pdf.cjs "$DOC/ukweli-brand-guidelines.pdf"

du -ch "$IMG" "$VID" "$DOC" | tail -1
