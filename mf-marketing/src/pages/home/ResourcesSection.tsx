import { css, useTheme } from '@emotion/react';
import { ArrowRightIcon, ButtonAnchor, ButtonLink, Card, CardTitle, Container, DownloadIcon, Eyebrow, H2, H3, IconBadge, Lead, Muted, Section, SectionIntro } from '@agency/ui';
import { ServiceIcon } from '../../components/ServiceIcon';
import { RESOURCES } from '../../content/home';

/** §8: two downloadable resources ("Download Resource") and the "Explore Resource Hub" banner. */
export function ResourcesSection() {
  const t = useTheme();
  return (
    <Section tone="canvas" aria-labelledby="home-resources-title" data-section="resources">
      <Container>
        <SectionIntro center>
          <Eyebrow>Brand resources</Eyebrow>
          <H2 id="home-resources-title">Free Tools to Start Building</H2>
          <Lead>Download our most-used guides and templates, free.</Lead>
        </SectionIntro>
        <div css={css`display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
          {RESOURCES.map((resource) => (
            <Card key={resource.title}>
              <IconBadge tone="accent">
                <ServiceIcon name={resource.icon} />
              </IconBadge>
              <p css={css`font-size: ${t.fontSizes.xs}; font-weight: 600; letter-spacing: 0.1em; text-transform: uppercase; color: ${t.colors.textMuted};`}>
                {resource.category}
              </p>
              <CardTitle>{resource.title}</CardTitle>
              <Muted css={css`flex: 1;`}>{resource.description}</Muted>
              <ButtonAnchor
                href={resource.downloadLink}
                download={resource.fileName}
                variant="primary"
                icon={<DownloadIcon size={18} />}
                aria-label={`Download Resource: ${resource.title}`}
                css={css`align-self: flex-start;`}
              >
                Download Resource
              </ButtonAnchor>
            </Card>
          ))}
        </div>
        <div
          css={css`
            margin-top: ${t.space(8)};
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${t.space(4)};
            padding: ${t.space(8)};
            border-radius: ${t.radii.lg};
            background: linear-gradient(120deg, ${t.colors.primary}, ${t.colors.primaryStrong});
            color: ${t.colors.textOnDark};
          `}
        >
          <div css={css`display: grid; gap: ${t.space(2)};`}>
            <H3>Explore Resource Hub</H3>
            <Muted onDark>Persona kits, AI innovations and premium brand tools, all in one place.</Muted>
          </div>
          <ButtonLink to="/resource-hub" variant="accent" icon={<ArrowRightIcon size={18} />}>
            Explore Resource Hub
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
