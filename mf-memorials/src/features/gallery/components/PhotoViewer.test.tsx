import { render, screen, userEvent } from '@evergreen/design-system/test-utils';
import { DirectionProvider } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { GalleryPhoto } from '../api/get-gallery';
import { PhotoViewer } from './PhotoViewer';

const photos: GalleryPhoto[] = ['First', 'Second', 'Third'].map((caption, index) => ({
  id: `p${index}`,
  caption,
  storagePath: `u/p${index}.png`,
  url: `/p${index}.png`,
  thumbnail: `/t${index}.png`,
}));

function Viewer({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [index, setIndex] = useState<number | null>(0);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <PhotoViewer photos={photos} index={index} onIndexChange={setIndex} />
    </DirectionProvider>
  );
}

describe('PhotoViewer', () => {
  it('left to right: the right arrow key shows the next photo, the left one the previous', async () => {
    render(<Viewer dir="ltr" />);
    expect(await screen.findByText('Photo 1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('Photo 2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByText('Photo 3 of 3')).toBeInTheDocument();
  });

  it('right to left (Arabic): the arrow keys are mirrored, the left one shows the next photo', async () => {
    render(<Viewer dir="rtl" />);
    expect(await screen.findByText('Photo 1 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Photo 2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(await screen.findByText('Photo 3 of 3')).toBeInTheDocument();
  });
});
