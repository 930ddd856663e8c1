import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('shows its placeholder until the code arrives, then the part with its props', async () => {
    let arrive: (loaded: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const LazyGreeting = lazyComponent(load, <p>Loading…</p>);
    render(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the part in its first render when its code was preloaded, and downloads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load, <p>Loading…</p>);
    await LazyGreeting.preload();
    await LazyGreeting.preload();
    const { container } = render(<LazyGreeting name="Rui" />);
    // Synchronously, without a placeholder in between.
    expect(container.textContent).toBe('Hello Rui');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed download to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyGreeting = lazyComponent<{ name: string }>(
      () => Promise.reject(new Error('chunk failed')),
      <p>Loading…</p>,
    );
    render(
      <Boundary>
        <LazyGreeting name="Eva" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error: chunk failed');
    vi.restoreAllMocks();
  });
});
