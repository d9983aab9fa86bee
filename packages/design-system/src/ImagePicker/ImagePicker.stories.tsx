import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ImagePicker } from './ImagePicker';

const meta = {
  title: 'Design system/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'Grave Image',
    prompt: 'Click to upload new grave image',
    file: null,
    onChange: () => undefined,
  },
  render: function Render(args) {
    const [file, setFile] = useState<File | null>(null);
    return (
      <div style={{ maxWidth: 420 }}>
        <ImagePicker {...args} file={file} onChange={setFile} />
      </div>
    );
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Uploading: Story = { args: { progress: 60 } };

export const UploadFailed: Story = { args: { error: 'Failed to upload grave image' } };
