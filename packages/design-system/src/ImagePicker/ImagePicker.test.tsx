import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, fireEvent, render, screen } from '../test-utils';
import { ImagePicker } from './ImagePicker';

URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => undefined;

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ImagePicker', () => {
  it('shows the prompt, the hint and the current image', () => {
    render(
      <ImagePicker
        label="Grave Image"
        prompt="Click to upload new grave image"
        currentUrl="/grave.png"
        file={null}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('Click to upload new grave image')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grave Image preview' })).toHaveAttribute('src', '/grave.png');
    expect(screen.getByLabelText('Grave Image')).toHaveAttribute('accept', 'image/*');
  });

  it('hands over an image and refuses other files and images over 10 MB', () => {
    const onChange = vi.fn();
    render(<ImagePicker label="Person Photo" prompt="Click" file={null} onChange={onChange} />);
    const input = screen.getByLabelText('Person Photo');

    fireEvent.change(input, { target: { files: [fileOf('doc.pdf', 'application/pdf', 10)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file');
    fireEvent.change(input, { target: { files: [fileOf('big.jpg', 'image/jpeg', 11 * 1024 * 1024)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 10MB');
    expect(onChange).not.toHaveBeenCalled();

    const photo = fileOf('photo.jpg', 'image/jpeg', 2048);
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onChange).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upload progress and an outside error', () => {
    render(
      <ImagePicker
        label="Grave Photo"
        prompt="Click"
        file={fileOf('a.png', 'image/png', 10)}
        onChange={() => undefined}
        progress={40}
        error="Failed to upload grave image"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Grave Photo upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload grave image');
    expect(screen.getByText('a.png')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ImagePicker label="Grave Photo" prompt="Click to upload" file={null} onChange={() => undefined} />,
    );
    await expectNoAxeViolations(container);
  });
});
