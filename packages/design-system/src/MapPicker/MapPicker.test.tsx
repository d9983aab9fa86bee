import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, expectNoAxeViolations, fireEvent, render, screen, userEvent } from '../test-utils';
import { MapPicker } from './MapPicker';

const tileUrl = 'http://tiles.test/{z}/{x}/{y}.png';
const place = { place_id: 1, display_name: 'Evergreen Cemetery, Portland', lat: 43.6783, lng: -70.3006 };

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('MapPicker', () => {
  it('starts near the time zone at zoom 11 without a point, and shows a point to 6 decimals', () => {
    const { container, rerender } = render(
      <MapPicker tileUrl={tileUrl} value={null} onChange={() => undefined} timeZone="Europe/Paris" />,
    );
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/tiles\.test\/11\//);
    expect(screen.getByText('Click on the map to mark the location of the grave.')).toBeInTheDocument();
    rerender(<MapPicker tileUrl={tileUrl} value={{ lat: 48.1, lng: 2.25 }} onChange={() => undefined} />);
    expect(screen.getByText('Latitude: 48.100000, Longitude: 2.250000')).toBeInTheDocument();
  });

  it('searches after 300 ms for 3+ characters and selects a result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = vi.fn().mockResolvedValue([place]);
    const onChange = vi.fn();
    render(<MapPicker tileUrl={tileUrl} value={null} onChange={onChange} searchPlaces={search} />);
    const box = screen.getByLabelText('Search for a place');
    fireEvent.change(box, { target: { value: ' ev ' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Evergreen' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(search).toHaveBeenCalledWith('Evergreen');
    await userEvent.click(await screen.findByRole('button', { name: 'Evergreen Cemetery, Portland' }));
    expect(onChange).toHaveBeenCalledWith({ lat: 43.6783, lng: -70.3006 });
  });

  it('empties the results when the search fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MapPicker
        tileUrl={tileUrl}
        value={null}
        onChange={() => undefined}
        searchPlaces={() => Promise.reject(new Error('offline'))}
      />,
    );
    fireEvent.change(screen.getByLabelText('Search for a place'), { target: { value: 'Paris' } });
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Places found' })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('uses the device location with a 10 s timeout, or shows the alert texts', async () => {
    render(<MapPicker tileUrl={tileUrl} value={null} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Geolocation is not supported by this browser.');

    const getCurrentPosition = vi.fn(
      (_ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) =>
        fail({ code: 3 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not get your current location. Please ensure location access is enabled.',
    );
  });

  it('sets the point from the device location', async () => {
    const onChange = vi.fn();
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 1.5, longitude: 2.5 } } as GeolocationPosition),
      },
      configurable: true,
    });
    render(<MapPicker tileUrl={tileUrl} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(onChange).toHaveBeenCalledWith({ lat: 1.5, lng: 2.5 });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <MapPicker
        tileUrl={tileUrl}
        value={{ lat: 1, lng: 2 }}
        onChange={() => undefined}
        searchPlaces={async () => []}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
