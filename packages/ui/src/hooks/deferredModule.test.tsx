import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { deferredModule, type DeferredModule } from './deferredModule.ts';

function Harness({ deferred }: { deferred: DeferredModule<{ text: string }> }) {
  const module = deferred.useModule();
  return <p>{module ? module.text : 'placeholder'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('deferredModule', () => {
  it('shows the placeholder, then the module once it arrives, downloading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ text: 'loaded' }));
    const deferred = deferredModule(load);
    render(
      <>
        <Harness deferred={deferred} />
        <Harness deferred={deferred} />
      </>,
    );
    expect(screen.getAllByText('placeholder')).toHaveLength(2);
    expect(await screen.findAllByText('loaded')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded module at once', async () => {
    const deferred = deferredModule(() => Promise.resolve({ text: 'loaded' }));
    await deferred.preload();
    render(<Harness deferred={deferred} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('hands a failed download to the error boundary and tries again on the next use', async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'loaded' });
    const deferred = deferredModule(load);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Harness deferred={deferred} />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    error.mockRestore();
    await expect(deferred.preload()).resolves.toEqual({ text: 'loaded' });
  });
});
