#!/usr/bin/env bash
# Makes the marketing slice's media: abstract brand visuals (WebP, two widths each), the short
# motion videos (H.264, muted), their thumbnails, and the multi-page brand-guidelines PDF.
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

# art NAME WIDTH HEIGHT FROM TO ACCENT TITLE SUBTITLE SEED
# A diagonal gradient, a few translucent discs and rings (the "nyota" star motif), a title and a subtitle.
art() {
  local name=$1 w=$2 h=$3 from=$4 to=$5 accent=$6 title=$7 sub=$8 seed=$9
  RANDOM=$seed
  local draws=()
  for _ in 1 2 3; do
    local r=$((h / 6 + RANDOM % (h / 3)))
    local cx=$((RANDOM % w)) cy=$((RANDOM % h))
    draws+=(-fill "${accent}55" -stroke none -draw "circle $cx,$cy $((cx + r)),$cy")
  done
  for _ in 1 2; do
    local r=$((h / 5 + RANDOM % (h / 4)))
    local cx=$((w / 2 + RANDOM % (w / 2))) cy=$((RANDOM % h))
    draws+=(-fill none -stroke "#FFFFFF44" -strokewidth $((h / 120 + 2)) -draw "circle $cx,$cy $((cx + r)),$cy")
  done
  # A four-pointed star.
  local sx=$((w - w / 6)) sy=$((h / 4)) s=$((h / 10))
  draws+=(-fill "#FFFFFFCC" -stroke none -draw "polygon $sx,$((sy - s)) $((sx + s / 4)),$((sy - s / 4)) $((sx + s)),$sy $((sx + s / 4)),$((sy + s / 4)) $sx,$((sy + s)) $((sx - s / 4)),$((sy + s / 4)) $((sx - s)),$sy $((sx - s / 4)),$((sy - s / 4))")
  convert -size "${w}x${h}" -define gradient:angle=$((120 + seed % 60)) "gradient:${from}-${to}" \
    "${draws[@]}" \
    -stroke none -fill "#FFFFFF" -font "$BOLD" -pointsize $((h / 11)) -gravity SouthWest -annotate +$((w / 16))+$((h / 5)) "$title" \
    -fill "#FFFFFFCC" -font "$REG" -pointsize $((h / 24)) -annotate +$((w / 16))+$((h / 9)) "$sub" \
    "$TMP/$name.png"
  local big=$w small=$((w / 2))
  convert "$TMP/$name.png" -strip -quality 74 "$IMG/$name-$big.webp"
  convert "$TMP/$name.png" -strip -resize "${small}x" -quality 72 "$IMG/$name-$small.webp"
}

NAVY='#0F2C59'; DEEP='#0A1F40'; BLUE='#2A5CAA'; AMBER='#F2A93B'; CORAL='#E8553F'; GREEN='#1F7A4D'; LEAF='#8CC63F'; INK='#0B1020'; PLUM='#5B2A86'

# Home
art home-creative 1200 800 "$NAVY" "$CORAL" "$AMBER" 'Creative Design' 'Identity · Systems · Campaigns' 11
art work-ukweli-guidelines 960 640 "$DEEP" "$BLUE" "$AMBER" 'Ukweli Africa' 'Brand Guidelines · 2024' 23
art work-urbanpulse-1 960 640 "$PLUM" "$CORAL" "$AMBER" 'Urban Pulse' 'Street campaign' 31
art work-urbanpulse-2 960 640 "$INK" "$PLUM" "$CORAL" 'Urban Pulse' 'Lookbook spreads' 37
art work-urbanpulse-3 960 640 "$CORAL" "$AMBER" "$PLUM" 'Urban Pulse' 'Social series' 41
# About
art about-studio 1200 800 "$INK" "$NAVY" "$AMBER" 'Kampala · Kigali' 'The Nyota Creative studio' 53
# Creative Design
art cd-banner 1600 640 "$NAVY" "$PLUM" "$AMBER" 'Visually Powerful.' 'Strategically Driven.' 61
art cd-ukweli-1 1200 800 "$DEEP" "$BLUE" "$AMBER" 'Ukweli Africa' 'Logo and visual identity' 71
art cd-ukweli-2 1200 800 "$BLUE" "$DEEP" "$CORAL" 'Ukweli Africa' 'Brand guidelines' 73
art cd-ukweli-3 1200 800 "$DEEP" "$INK" "$AMBER" 'Ukweli Africa' 'Website redesign' 79
art cd-ukweli-4 1200 800 "$BLUE" "$AMBER" "$DEEP" 'Ukweli Africa' 'Fact-check social templates' 83
art cd-ukweli-5 1200 800 "$INK" "$BLUE" "$CORAL" 'Ukweli Africa' 'Training materials' 89
art cd-greenwave-1 1200 800 "$GREEN" "$LEAF" "$AMBER" 'Green Wave Farm' 'Packaging labels' 97
art cd-greenwave-2 1200 800 "$GREEN" "$DEEP" "$LEAF" 'Green Wave Farm' 'Field signage' 101
art cd-greenwave-3 1200 800 "$LEAF" "$GREEN" "$AMBER" 'Green Wave Farm' 'Market stall kit' 103
art cd-moriah-1 1200 800 "$BLUE" "$PLUM" "#9AD0F5" 'Moriah Laundry' 'Identity and social posts' 107
art cd-act-1 1200 800 "$CORAL" "$INK" "$AMBER" 'ACT Sports' 'Brand identity' 109
# Web Development
art web-mmu 960 640 "$INK" "$GREEN" "$AMBER" 'Money and Markets' 'Mobile app and news site' 113
art web-ukweli 960 640 "$DEEP" "$BLUE" "$CORAL" 'Ukweli Africa' 'Fact-checking platform' 127

# video NAME SECONDS FROM MID TO ACCENT TITLE SUBTITLE SEED
video() {
  local name=$1 secs=$2 c0=$3 c1=$4 c2=$5 c3=$6 title=$7 sub=$8 seed=$9
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=0x${c0#\#}:c1=0x${c1#\#}:c2=0x${c2#\#}:c3=0x${c3#\#}:n=4:speed=0.015:d=$secs:r=24:seed=$seed" \
    -vf "drawbox=x='mod(t*90\,w+160)-160':y=48:w=160:h=6:color=white@0.75:t=fill,drawtext=fontfile=$BOLD:text='$title':fontcolor=white:fontsize=34:x=40:y=h-112,drawtext=fontfile=$REG:text='$sub':fontcolor=white@0.85:fontsize=18:x=40:y=h-62" \
    -c:v libx264 -crf 32 -preset slow -tune animation -pix_fmt yuv420p -movflags +faststart -an "$VID/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$VID/$name.mp4" -frames:v 1 "$TMP/$name-thumb.png"
  convert "$TMP/$name-thumb.png" -strip -quality 74 "$IMG/$name-thumb-640.webp"
  convert "$TMP/$name-thumb.png" -strip -resize 320x -quality 72 "$IMG/$name-thumb-320.webp"
}

video motion-sunharvest 30 "$NAVY" "$BLUE" "$AMBER" "$CORAL" 'Sunharvest Display Campaign' 'Advertisement · 30 seconds' 7
video motion-ukweli 60 "$DEEP" "$BLUE" "$AMBER" "$INK" 'Ukweli Africa Explainer' 'Explainer video · 60 seconds' 13
video motion-mmu 90 "$INK" "$GREEN" "$AMBER" "$NAVY" 'Money and Markets Broadcast Package' 'Broadcast graphics · 90 seconds' 17
video motion-urbanpulse 45 "$PLUM" "$CORAL" "$AMBER" "$INK" 'Urban Pulse Logo Animation' 'Logo animation · 45 seconds' 19
video home-reel 8 "$NAVY" "$CORAL" "$AMBER" "$PLUM" 'Nyota Creative Showreel' 'Motion graphics · 2024' 29

# The featured-work PDF: a six-page brand-guidelines sample.
node scripts/make-guidelines-pdf.cjs "$DOC/ukweli-brand-guidelines.pdf"

du -ch "$IMG" "$VID" "$DOC" | tail -1
