import { css, useTheme } from '@emotion/react';
import { useDocumentMeta } from '@agency/platform';
import { ArrowRightIcon, ButtonLink, Card, CardTitle, IconBadge, Muted, PageHeader } from '@agency/ui';
import { Link } from '@agency/routing';
import { CtaBand, PageSection, StepList, stretchedLink } from '../../components/PageBlocks';
import { ServiceIcon } from '../../components/ServiceIcon';
import { APPROACH } from '../../content/home';
import { SERVICE_PAGES } from '../../content/services';

/** /services: an overview that links every service page. */
export default function ServicesPage() {
  const t = useTheme();
  useDocumentMeta('Services', 'Strategy, creative design, motion graphics, marketing, data-driven branding, research and web development from Nyota Creative.');
  return (
    <>
      <PageHeader
        title="Our Services"
        subtitle="Everything a growing African brand needs, from the first strategy workshop to the campaign that takes it to a new market."
      />
      <PageSection id="all-services" title="Seven Ways We Help You Grow" lead="Use one service or combine several. One team keeps them all pulling in the same direction.">
        <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; } ${t.mq.lg} { grid-template-columns: repeat(3, 1fr); }`}>
          {SERVICE_PAGES.map((service) => (
            <li key={service.path} css={css`display: grid;`}>
              <Card interactive>
                <IconBadge>
                  <ServiceIcon name={service.icon} />
                </IconBadge>
                <CardTitle>
                  <Link to={service.path} css={stretchedLink}>
                    {service.title}
                  </Link>
                </CardTitle>
                <Muted css={css`flex: 1;`}>{service.summary}</Muted>
                <span aria-hidden="true" css={css`display: inline-flex; align-items: center; gap: ${t.space(2)}; color: ${t.colors.primary}; font-weight: 600;`}>
                  Learn more <ArrowRightIcon size={16} />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="services-process" title="How Every Project Runs" tone="canvas">
        <StepList steps={APPROACH} />
      </PageSection>
      <CtaBand title="Not Sure Where to Start?" text="Book a free 15-minute consultation and we will point you to the right service.">
        <ButtonLink to="/contact?type=consultation" variant="accent" size="lg" icon={<ArrowRightIcon size={18} />}>
          Book a Free Consultation
        </ButtonLink>
        <ButtonLink to="/contact" variant="ghost" size="lg">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
