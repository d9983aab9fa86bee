import type { LatLng } from '@evergreen/domain/map';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MapPicker } from './MapPicker';

const places = [
  { place_id: 1, display_name: 'Evergreen Cemetery, Portland, Maine', lat: 43.6783, lng: -70.3006 },
  { place_id: 2, display_name: 'Green-Wood Cemetery, Brooklyn, New York', lat: 40.6524, lng: -73.9903 },
];

const meta = {
  title: 'Design system/MapPicker',
  component: MapPicker,
  args: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    value: null,
    onChange: () => undefined,
    searchPlaces: async (query: string) =>
      places.filter((place) => place.display_name.toLowerCase().includes(query.toLowerCase())),
  },
  render: function Render(args) {
    const [value, setValue] = useState<LatLng | null>(args.value);
    return (
      <div style={{ maxWidth: 640 }}>
        <MapPicker {...args} value={value} onChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLocationYet: Story = {};

export const WithPoint: Story = { args: { value: { lat: 43.6783, lng: -70.3006 } } };
