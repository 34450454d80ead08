import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonLink, Card, CardTitle, Container, Eyebrow, H2, IconBadge, Lead, Muted, ResponsiveImage, Section, SectionIntro } from '@agency/ui';
import { Link } from '@agency/routing';
import { stretchedLink } from '../../components/PageBlocks';
import { ServiceIcon } from '../../components/ServiceIcon';
import { FEATURED_SERVICE, SERVICE_CARDS } from '../../content/home';

/** §3: "Comprehensive Brand Solutions": the featured Creative Design card, four smaller cards and "Start Your Project". */
export function ServicesSection() {
  const t = useTheme();
  const featured = FEATURED_SERVICE;
  return (
    <Section tone="canvas" aria-labelledby="home-services-title" data-section="services">
      <Container>
        <SectionIntro center>
          <Eyebrow>What we do</Eyebrow>
          <H2 id="home-services-title">Comprehensive Brand Solutions</H2>
          <Lead>Strategy, design, motion and marketing under one roof, so your brand speaks with one voice everywhere.</Lead>
        </SectionIntro>
        <div css={css`display: grid; gap: ${t.space(6)}; ${t.mq.lg} { grid-template-columns: 1.1fr 1fr; }`}>
          <Card interactive css={css`padding: 0; overflow: hidden; gap: 0;`}>
            {featured.image ? (
              <ResponsiveImage
                image={featured.image}
                alt={featured.imageAlt ?? ''}
                sizes="(min-width: 1024px) 560px, 100vw"
                css={css`display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover;`}
              />
            ) : null}
            <div css={css`padding: ${t.space(6)}; display: grid; gap: ${t.space(3)};`}>
              <CardTitle>
                <Link to={featured.link} css={stretchedLink}>
                  {featured.title}
                </Link>
              </CardTitle>
              <Muted>{featured.description}</Muted>
              <span css={css`display: inline-flex; align-items: center; gap: ${t.space(2)}; color: ${t.colors.primary}; font-weight: 600;`}>
                Explore Creative Design <ArrowRightIcon size={16} />
              </span>
            </div>
          </Card>
          <div css={css`display: grid; gap: ${t.space(4)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
            {SERVICE_CARDS.map((card) => (
              <Card key={`${card.title}-${card.link}`} interactive>
                <IconBadge tone={card.icon === 'play' ? 'accent' : 'primary'}>
                  <ServiceIcon name={card.icon} />
                </IconBadge>
                <CardTitle>
                  <Link to={card.link} css={stretchedLink}>
                    {card.title}
                  </Link>
                </CardTitle>
                <Muted css={css`font-size: ${t.fontSizes.sm};`}>{card.description}</Muted>
              </Card>
            ))}
          </div>
        </div>
        <div css={css`display: flex; justify-content: center; margin-top: ${t.space(10)};`}>
          <ButtonLink to="/contact" size="lg" icon={<ArrowRightIcon size={18} />}>
            Start Your Project
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
