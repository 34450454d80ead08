import { css, useTheme } from '@emotion/react';
import { RemoteMount, useAgencyContact, useDocumentMeta } from '@agency/platform';
import {
  ArrowRightIcon,
  Button,
  ButtonAnchor,
  ButtonLink,
  Card,
  CardTitle,
  Container,
  H2,
  IconBadge,
  Lead,
  MailIcon,
  MapPinIcon,
  Muted,
  PageHeader,
  PhoneIcon,
  Section,
  VisuallyHidden,
  WhatsAppIcon,
} from '@agency/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearchParams } from '@agency/routing';
import { ContactForm } from './ContactForm';

/** The id of the consultation form: /contact#strategy-inquiry scrolls to it. */
export const FORM_SECTION_ID = 'strategy-inquiry';

function scrollToForm() {
  document.getElementById(FORM_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function SubscriptionMode({ planKey }: { planKey: string }) {
  useDocumentMeta('Complete Your Subscription', 'Complete your Nyota Creative subscription and get access to our brand strategy tools.');
  return (
    <>
      <PageHeader title="Complete Your Subscription" subtitle="You're just a few steps away from accessing our brand strategy tools." />
      <Section tone="canvas">
        <Container narrow>
          <RemoteMount id="commerce/SubscriptionForm" props={{ planKey }} label="The subscription form" minHeight="40vh" />
        </Container>
      </Section>
    </>
  );
}

function ConsultationMode() {
  const t = useTheme();
  useDocumentMeta('Book a Free Consultation', 'Book a free 15-minute consultation with a Nyota Creative brand strategist.');
  const contact = useAgencyContact();
  return (
    <>
      <PageHeader title="Book a Free Consultation" subtitle="A free 15-minute call with one of our brand strategists." />
      <Section tone="canvas">
        <Container narrow>
          <Card css={css`gap: ${t.space(4)};`}>
            <H2 css={css`font-size: ${t.fontSizes.h3};`}>Your free 15-minute consultation</H2>
            <Muted>
              In 15 minutes we look at where your brand is today, where you want it to go, and the first steps to get there. No cost, no
              obligation.
            </Muted>
            <Muted>
              Online scheduling is coming soon. Until then, e-mail us with two or three times that suit you and we will confirm one within a
              working day.
            </Muted>
            {contact ? (
              <ButtonAnchor
                href={`mailto:${contact.email}?subject=${encodeURIComponent('Free consultation request')}`}
                icon={<MailIcon size={18} />}
                css={css`align-self: flex-start;`}
              >
                E-mail {contact.email}
              </ButtonAnchor>
            ) : null}
          </Card>
        </Container>
      </Section>
    </>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useTheme();
  return (
    <Card>
      <IconBadge tone="accent">{icon}</IconBadge>
      <CardTitle css={css`font-size: ${t.fontSizes.lg};`}>{title}</CardTitle>
      <div css={css`display: grid; gap: ${t.space(1)}; color: ${t.colors.textMuted}; a { color: ${t.colors.primary}; font-weight: 600; }`}>{children}</div>
    </Card>
  );
}

function ConnectMode() {
  const t = useTheme();
  const { hash } = useLocation();
  useDocumentMeta("Let's Connect", 'Call, e-mail, WhatsApp or write to Nyota Creative in Kampala, Uganda. We reply within one working day.');
  const contact = useAgencyContact();

  // /contact#strategy-inquiry (the Strategic Solutions hero) lands on the form once it is rendered.
  useEffect(() => {
    if (hash === `#${FORM_SECTION_ID}`) scrollToForm();
  }, [hash]);

  return (
    <>
      <PageHeader title="Let's Connect" subtitle="Tell us about your brand and your goals. We reply within one working day." />
      <Section tone="canvas" aria-labelledby="reach-us-title">
        <Container>
          <VisuallyHidden as="h2" id="reach-us-title">
            Ways to reach us
          </VisuallyHidden>
          {contact ? (
            <div css={css`display: grid; gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; } ${t.mq.lg} { grid-template-columns: repeat(4, 1fr); }`}>
              <ContactCard icon={<PhoneIcon />} title="Phone">
                {contact.phones.map((phone) => (
                  <a key={phone.href} href={phone.href}>
                    {phone.display} <span css={css`font-weight: 400; color: ${t.colors.textMuted};`}>({phone.country})</span>
                  </a>
                ))}
              </ContactCard>
              <ContactCard icon={<MailIcon />} title="Email">
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </ContactCard>
              <ContactCard icon={<MapPinIcon />} title="Location">
                <span>{contact.location}</span>
              </ContactCard>
              <ContactCard icon={<WhatsAppIcon />} title="WhatsApp">
                <a href={contact.whatsapp.href} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp <span css={css`font-weight: 400;`}>({contact.whatsapp.display})</span>
                </a>
              </ContactCard>
            </div>
          ) : null}
        </Container>
      </Section>

      <Section aria-labelledby="journey-title">
        <Container>
          <H2 id="journey-title" css={css`text-align: center;`}>
            Strategic Journey Inquiry
          </H2>
          <Lead css={css`margin: ${t.space(3)} auto ${t.space(10)}; text-align: center;`}>How would you like to start?</Lead>
          <div css={css`display: grid; gap: ${t.space(6)}; ${t.mq.md} { grid-template-columns: 1fr 1fr; }`}>
            <Card>
              <CardTitle>Strategic Consultation</CardTitle>
              <Muted css={css`flex: 1;`}>Work with our strategists on positioning, identity and growth. Tell us about your goals below.</Muted>
              <Button onClick={scrollToForm} icon={<ArrowRightIcon size={18} />} css={css`align-self: flex-start;`}>
                Start a Consultation
              </Button>
            </Card>
            <Card>
              <CardTitle>Brand Strategy Tools</CardTitle>
              <Muted css={css`flex: 1;`}>Prefer to do it yourself? Subscribe to our self-paced toolkits and training.</Muted>
              <ButtonLink to="/pricing" variant="secondary" css={css`align-self: flex-start;`}>
                View Subscription Options
              </ButtonLink>
            </Card>
          </div>
        </Container>
      </Section>

      <Section tone="canvas" id={FORM_SECTION_ID} aria-labelledby="inquiry-form-title" css={css`scroll-margin-top: ${t.layout.headerHeight};`}>
        <Container narrow>
          <H2 id="inquiry-form-title" css={css`margin-bottom: ${t.space(8)};`}>
            Strategic Consultation Inquiry
          </H2>
          <Card css={css`padding: ${t.space(6)}; ${t.mq.md} { padding: ${t.space(10)}; }`}>
            <ContactForm />
          </Card>
        </Container>
      </Section>
    </>
  );
}

/** /contact in its three modes (spec 2.5): `?plan=` subscription, `?type=consultation`, or "Let's Connect". */
export default function ContactPage() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  if (plan !== null) return <SubscriptionMode planKey={plan} />;
  if (params.get('type') === 'consultation') return <ConsultationMode />;
  return <ConnectMode />;
}
