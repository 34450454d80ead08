import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, ButtonLink, Card, CardTitle, ExternalIcon, Muted, PageHeader, ResponsiveImage } from '@agency/ui';
import { CtaBand, FeatureGrid, PageSection, StepList } from '../../components/PageBlocks';
import { WEB } from '../../content/services';
import { ServiceFacts, offeringCards } from '../../components/ServiceFacts';
import { WEB_CASE_STUDIES } from '../../content/web';

/** /web-development (spec 2.4): six features, a four-step process, two case studies with external links, the technologies. */
export default function WebDevelopmentPage() {
  const t = useTheme();
  useDocumentMeta('Web Development', 'Fast, accessible websites and web apps for African businesses, built to work on every network and device.');
  return (
    <>
      <PageHeader title="Web Development" subtitle="Websites and web apps that load fast, read well and turn visitors into customers." />

      <PageSection id="web-features" title="What Every Site Gets">
        <ServiceFacts slug="web-development">{(service) => <FeatureGrid items={offeringCards(service.offerings, WEB.featureIcons)} columns={3} />}</ServiceFacts>
      </PageSection>

      <PageSection id="web-process" title="Our Design Process" tone="canvas">
        <StepList steps={WEB.process} />
      </PageSection>

      <PageSection id="web-cases" title="Case Studies">
        <div css={css`display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
          {WEB_CASE_STUDIES.map((study) => (
            <Card key={study.title} css={css`padding: 0; overflow: hidden;`}>
              <ResponsiveImage
                image={study.image}
                alt={study.imageAlt}
                sizes="(min-width: 768px) 50vw, 100vw"
                css={css`display: block; width: 100%; height: auto;`}
              />
              <div css={css`padding: ${t.space(6)}; display: grid; gap: ${t.space(3)};`}>
                <CardTitle>{study.title}</CardTitle>
                <Muted>{study.description}</Muted>
                <div css={css`display: grid; gap: ${t.space(4)}; ${t.mq.lg} { grid-template-columns: 1fr 1fr; }`}>
                  <div>
                    <p css={css`font-weight: 600;`}>Features</p>
                    <ul css={css`margin: ${t.space(1)} 0 0; padding-left: ${t.space(5)}; color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>
                      {study.features.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <p css={css`font-weight: 600;`}>Process</p>
                    <ol css={css`margin: ${t.space(1)} 0 0; padding-left: ${t.space(5)}; color: ${t.colors.textMuted}; font-size: ${t.fontSizes.sm};`}>
                      {study.process.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ol>
                  </div>
                </div>
                <a
                  href={study.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  css={css`display: inline-flex; align-items: center; gap: ${t.space(2)}; color: ${t.colors.primary}; font-weight: 600;`}
                >
                  Visit the site <ExternalIcon size={16} />
                </a>
              </div>
            </Card>
          ))}
        </div>
      </PageSection>

      <PageSection id="web-tech" title="Technologies We Use" tone="canvas">
        <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${t.space(3)};`}>
          {WEB.technologies.map((tech) => (
            <li
              key={tech}
              css={css`padding: ${t.space(2)} ${t.space(4)}; border-radius: ${t.radii.pill}; background: ${t.colors.surface}; border: 1px solid ${t.colors.line}; font-weight: 600;`}
            >
              {tech}
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand title="Let’s Build Your Website" text="From a five-page company site to a full web platform, we scope it clearly and ship it on time.">
        <ButtonLink to="/contact" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
          Start Your Project
        </ButtonLink>
      </CtaBand>
    </>
  );
}
