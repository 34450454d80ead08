import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { ImageSlider, type SlideImage } from './ImageSlider';

const slides: SlideImage[] = [1, 2, 3].map((n) => ({ image: { src: `/img-${n}.webp`, width: 960, height: 640 }, alt: `Slide ${n}` }));

describe('ImageSlider', () => {
  it('renders nothing when it has no images', () => {
    const { container } = renderWithProviders(<ImageSlider images={[]} label="Empty" />);
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows one image with width and height, and a dot per image', () => {
    renderWithProviders(<ImageSlider images={slides} label="Project" />);
    const img = screen.getByRole('img', { name: 'Slide 1' });
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('button', { name: /Show image \d of 3/ })).toHaveLength(3);
  });

  it('moves with the dots and wraps with the arrows at both ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageSlider images={slides} label="Project" />);
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Slide 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Slide 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'Slide 3' })).toBeInTheDocument();
  });

  it('has no arrows or dots for a single image', () => {
    renderWithProviders(<ImageSlider images={slides.slice(0, 1)} label="Single" />);
    expect(screen.getByRole('img', { name: 'Slide 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
