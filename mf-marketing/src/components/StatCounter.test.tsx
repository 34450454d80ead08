import { act, screen } from '@testing-library/react';
import { installIntersectionObserver, renderWithProviders } from '../test/render';
import { StatsSection } from '../pages/home/StatsSection';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { publishedSite } from '../test/contentFixtures';

/** The site's content has reached the section (the fake API answers at once; two turns: the answer, then its JSON). */
async function loaded() {
  await act(async () => undefined);
  await act(async () => undefined);
}

describe('statistics counters', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockContentApi(publishedSite());
  });
  afterEach(() => jest.useRealTimers());

  it('show 70+, 98% and 10+ before the page is live (the server\'s HTML), and keep them when already in view', async () => {
    const io = installIntersectionObserver();
    renderWithProviders(<StatsSection />);
    await loaded();
    const values = () => screen.getAllByTestId('stat-value').map((el) => el.textContent);
    expect(values()).toEqual(['70+', '98%', '10+']);

    // In view when the page goes live: the figures read are never taken down to 0.
    act(() => io.trigger(true));
    act(() => jest.advanceTimersByTime(3000));
    expect(values()).toEqual(['70+', '98%', '10+']);
  });

  it('out of view when the page goes live: count up from 0 once over 2000 ms, floor-rounded, to 70+, 98% and 10+ when scrolled into view', async () => {
    const io = installIntersectionObserver();
    renderWithProviders(<StatsSection />);
    await loaded();
    const values = () => screen.getAllByTestId('stat-value').map((el) => el.textContent);
    act(() => io.trigger(false));
    expect(values()).toEqual(['0+', '0%', '0+']);

    act(() => jest.advanceTimersByTime(3000));
    expect(values()).toEqual(['0+', '0%', '0+']);

    act(() => io.trigger());
    act(() => jest.advanceTimersByTime(1000));
    const [projects, satisfaction, years] = values().map((v) => Number.parseInt(v ?? '', 10));
    // Half-way: floor(70 * ~0.5), never rounded up and never past the target.
    expect(projects).toBeGreaterThanOrEqual(34);
    expect(projects).toBeLessThanOrEqual(36);
    expect(satisfaction).toBeLessThan(98);
    expect(years).toBeLessThan(10);
    for (const v of values()) expect(Number.isInteger(Number.parseInt(v ?? '', 10))).toBe(true);

    act(() => jest.advanceTimersByTime(1100));
    expect(values()).toEqual(['70+', '98%', '10+']);

    // Once: scrolling away and back does not restart the count.
    act(() => io.trigger(false));
    act(() => io.trigger());
    act(() => jest.advanceTimersByTime(100));
    expect(values()).toEqual(['70+', '98%', '10+']);
  });

  it('names the final figures for assistive technology', async () => {
    installIntersectionObserver();
    renderWithProviders(<StatsSection />);
    await loaded();
    expect(screen.getByText('70+ Projects Completed')).toBeInTheDocument();
    expect(screen.getByText('98% Client Satisfaction')).toBeInTheDocument();
    expect(screen.getByText('10+ Years Experience')).toBeInTheDocument();
  });

  it("shows the statistics staff keep in the API", async () => {
    installIntersectionObserver();
    mockContentApi(publishedSite((site) => ({ ...site, statistics: [{ value: 120, suffix: '+', label: 'Brands Launched' }] })));
    renderWithProviders(<StatsSection />);
    await loaded();
    expect(screen.getAllByTestId('stat-value').map((el) => el.textContent)).toEqual(['120+']);
    expect(screen.getByText('120+ Brands Launched')).toBeInTheDocument();
  });
});
