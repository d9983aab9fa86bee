import { expectNoAxeViolations, screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { describe, expect, it } from 'vitest';
import { ME } from '../../../testing/support';
import { FollowButton } from './FollowButton';

const backend = useTestBackend();

describe('FollowButton', () => {
  it('follows in one click, shows Following, and unfollows in one click', async () => {
    backend.seed('memorial_followers', [], { user_id: ME });
    const { container } = renderWithQueryClient(<FollowButton graveId="g1" ownerId="owner" userId={ME} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following')).toBeInTheDocument();
    expect(backend.rows('memorial_followers')).toEqual([{ grave_id: 'g1', user_id: ME }]);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(backend.rows('memorial_followers')).toEqual([]);
  });

  it('is not offered to signed-out visitors or the owner, and tells a refusal', async () => {
    backend.seed('memorial_followers', []);
    renderWithQueryClient(<FollowButton graveId="g1" ownerId="owner" userId={null} />);
    renderWithQueryClient(<FollowButton graveId="g1" ownerId={ME} userId={ME} />);
    expect(backend.requests()).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();

    renderWithQueryClient(<FollowButton graveId="g1" ownerId="owner" userId={ME} />);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    backend.fail('memorial_followers', 'new row violates row-level security policy');
    await userEvent.click(follow);
    expect(await screen.findByRole('alert')).toHaveTextContent('new row violates row-level security policy');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
  });
});
