import { css, useTheme } from '@emotion/react';
import { Badge, Button, CheckIcon, ChevronLeftIcon, ChevronRightIcon, H3, Muted } from '@agency/ui';
import { useState } from 'react';
import { ImageSlider } from '../../components/ImageSlider';
import { wrapIndex } from '../../lib/wrap';
import type { CaseStudy } from '../../content/creativeDesign';

/**
 * The "Featured Work" case-study carousel: Previous Project / Next Project wrap around and reset
 * the image index to the first image; the image arrows and dots move (and wrap) within a project.
 */
export function CaseStudyCarousel({ studies }: { studies: ReadonlyArray<CaseStudy> }) {
  const t = useTheme();
  const [project, setProject] = useState(0);
  const [image, setImage] = useState(0);
  if (studies.length === 0) return null;
  const study = studies[project]!;

  const moveProject = (step: number) => {
    setProject((p) => wrapIndex(p + step, studies.length));
    setImage(0);
  };

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label="Featured case studies"
      css={css`
        display: grid;
        gap: ${t.space(8)};
        ${t.mq.lg} { grid-template-columns: 1.2fr 1fr; align-items: center; }
      `}
    >
      <ImageSlider images={study.images} label={`${study.title} images`} index={image} onIndexChange={setImage} sizes="(min-width: 1024px) 640px, 100vw" />
      <div aria-live="polite" css={css`display: grid; gap: ${t.space(4)}; align-content: start;`}>
        <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>
          Project {project + 1} of {studies.length}
        </p>
        <Badge tone="primary">{study.category}</Badge>
        <H3 data-testid="case-study-title">{study.title}</H3>
        <Muted>{study.description}</Muted>
        <div>
          <p css={css`font-weight: 600; margin-bottom: ${t.space(2)};`}>Deliverables</p>
          <ul css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(1.5)};`}>
            {study.deliverables.map((item) => (
              <li key={item} css={css`display: flex; gap: ${t.space(2)}; align-items: center;`}>
                <CheckIcon size={16} css={css`color: ${t.colors.success}; flex: none;`} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p
          css={css`
            padding: ${t.space(4)};
            border-radius: ${t.radii.md};
            background: ${t.colors.successSurface};
            color: ${t.colors.success};
            font-weight: 500;
          `}
        >
          <strong>Result: </strong>
          {study.result}
        </p>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; margin-top: ${t.space(2)};`}>
          <Button variant="secondary" onClick={() => moveProject(-1)} icon={<ChevronLeftIcon size={18} />}>
            Previous Project
          </Button>
          <Button variant="secondary" onClick={() => moveProject(1)}>
            Next Project
            <ChevronRightIcon size={18} />
          </Button>
        </div>
      </div>
    </div>
  );
}
