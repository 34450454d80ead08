import styled from '@emotion/styled';

/** Centred page column with the site's gutters (16 px on phones, 32 px from tablets). */
export const Container = styled.div<{ narrow?: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.narrow ? '820px' : p.theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space(4)};
  ${(p) => p.theme.mq.md} {
    padding: 0 ${(p) => p.theme.space(8)};
  }
`;
