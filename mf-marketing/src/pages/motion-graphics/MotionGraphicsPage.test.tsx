import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUCCESS_TEXT } from '../../components/motion-inquiry/inquiry';
import { mockContentApi } from '@agency/platform/testing/content-api';
import { SITE, publishedSite } from '../../test/contentFixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import MotionGraphicsPage from './MotionGraphicsPage';

// Typing whole forms with user-event takes a few seconds on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  mockContentApi(publishedSite());
});

describe('Motion Graphics page', () => {
  it("has the four Motion Services cards, the API's offerings", async () => {
    renderWithProviders(<MotionGraphicsPage />, { route: '/motion-graphics' });
    const offerings = SITE.services.find((s) => s.slug === 'motion-graphics')!.offerings;
    expect(offerings.map((s) => s.title)).toEqual(['Motion Graphics', 'Explainer Videos', 'Broadcast Graphics', '3D Animation']);
    for (const s of offerings) expect(await screen.findByRole('heading', { name: s.title, level: 3 })).toBeInTheDocument();
  });

  it.each(['Start Your Motion Project', 'Start Your Project'])('"%s" opens the inquiry modal, and its close control closes it', async (label) => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MotionGraphicsPage />, { route: '/motion-graphics' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('dialog', { name: 'Start Your Motion Project' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close inquiry form' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a successful submit the modal closes and the success message is shown in the page', async () => {
    mockFetch((call) => (call.url.endsWith('/api/content/site') ? [200, SITE] : [201, { id: 'inq_9' }]));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MotionGraphicsPage />, { route: '/motion-graphics' });
    await user.click(screen.getByRole('button', { name: 'Start Your Motion Project' }));
    await user.type(screen.getByLabelText(/^Name/), 'Amina');
    await user.type(screen.getByLabelText(/^Email/), 'amina@example.com');
    await user.type(screen.getByLabelText(/^Business name/), 'Kato Foods');
    await user.click(screen.getByRole('button', { name: 'TV' }));
    await user.type(screen.getByLabelText(/^Duration/), '30 seconds');
    await user.click(screen.getByLabelText('No, I have a script'));
    fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2030-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveTextContent(SUCCESS_TEXT);
    expect(SUCCESS_TEXT).toBe('Your inquiry has been submitted successfully! We will contact you soon.');
  });
});
