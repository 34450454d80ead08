import { css, useTheme } from '@emotion/react';
import { Card, CardTitle, Container, Eyebrow, H2, Lead, Muted, Section, SectionIntro, SparkIcon } from '@agency/ui';
import { AI_PRODUCTS } from '../../content/home';

/** §4: four AI product cards, each with a "Learn more" label that is not a link (spec 2.3). */
export function ProductsSection() {
  const t = useTheme();
  return (
    <Section aria-labelledby="home-products-title" data-section="products">
      <Container>
        <SectionIntro center>
          <Eyebrow>Featured products</Eyebrow>
          <H2 id="home-products-title">AI Tools Built for African Brands</H2>
          <Lead>Our own AI products put agency-grade creativity and insight within reach of every team.</Lead>
        </SectionIntro>
        <div css={css`display: grid; gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; } ${t.mq.lg} { grid-template-columns: repeat(4, 1fr); }`}>
          {AI_PRODUCTS.map((product) => (
            <Card key={product.title} css={css`border-top: 4px solid ${product.color};`}>
              <span
                aria-hidden="true"
                css={css`
                  display: inline-grid;
                  place-items: center;
                  width: 44px;
                  height: 44px;
                  border-radius: ${t.radii.md};
                  background: ${product.color};
                  color: #fff;
                `}
              >
                <SparkIcon size={22} />
              </span>
              <CardTitle css={css`font-size: ${t.fontSizes.lg};`}>{product.title}</CardTitle>
              <Muted css={css`font-size: ${t.fontSizes.sm}; flex: 1;`}>{product.description}</Muted>
              <span css={css`font-weight: 600; color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>Learn more</span>
            </Card>
          ))}
        </div>
      </Container>
    </Section>
  );
}
