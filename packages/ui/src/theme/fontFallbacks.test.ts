import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { FALLBACK_SOURCES, fallbackFaces, fallbackFamilies } from './fontFallbacks';
import { fonts } from './tokens';

type Face = Record<string, string>;

/** Our @font-face rules, parsed back into their descriptors. */
function ourFaces(): Face[] {
  return fallbackFaces()
    .split('@font-face')
    .slice(1)
    .map((rule) => Object.fromEntries([...rule.matchAll(/([a-z-]+): ([^;]+);/g)].map(([, name, value]) => [name, value])));
}

describe('fallback faces shaped like the brand faces', () => {
  it.each([
    ['Inter Variable', metrics.inter],
    ['Space Grotesk Variable', metrics.spaceGrotesk],
  ])('%s: the same overrides as capsize computes for Arial, Roboto and Helvetica', (family, brand) => {
    const { fontFaces } = createFontStack([{ ...brand, familyName: family }, metrics.arial, metrics.roboto, metrics.helvetica], { fontFaceFormat: 'styleObject' });
    const ours = ourFaces().filter((face) => face['font-family'].startsWith(`"${family} Fallback`));
    expect(ours).toHaveLength(3);
    fontFaces.forEach(({ '@font-face': expected }, i) => {
      expect(ours[i]['font-family']).toBe(expected.fontFamily);
      expect(ours[i]['ascent-override']).toBe(expected.ascentOverride);
      expect(ours[i]['descent-override']).toBe(expected.descentOverride);
      expect(ours[i]['size-adjust']).toBe(expected.sizeAdjust);
      // Our sources start with capsize's; Arial's add Liberation Sans, drawn to Arial's metrics.
      expect(ours[i].src.startsWith(String(expected.src))).toBe(true);
    });
  });

  it('lists Liberation Sans with Arial (Linux has no Arial) and nothing else unasked', () => {
    expect(FALLBACK_SOURCES.Arial).toContain("local('Liberation Sans')");
    expect(ourFaces()).toHaveLength(6);
  });

  it('puts the fallbacks right after the brand face (and the same face installed locally) in both stacks', () => {
    expect(fonts.body.startsWith(`"Inter Variable", Inter, ${fallbackFamilies('Inter Variable')}, `)).toBe(true);
    expect(fonts.display.startsWith(`"Space Grotesk Variable", "Space Grotesk", ${fallbackFamilies('Space Grotesk Variable')}, `)).toBe(true);
  });
});
