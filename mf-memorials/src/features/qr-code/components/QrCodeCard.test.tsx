import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import { QrCodeCard } from './QrCodeCard';

describe('QR code card', () => {
  it('draws the public address and downloads it as SVG', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = () => 'blob:qr';
    URL.revokeObjectURL = () => undefined;
    render(<QrCodeCard url="https://evergreen.test/graves/demo" name="Eleanor Grace Whitfield" />);
    expect(
      screen.getByRole('img', { name: 'QR code for https://evergreen.test/graves/demo' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(clicks).toEqual(['memorial-qr-eleanor-grace-whitfield.svg']);
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
  });
});
