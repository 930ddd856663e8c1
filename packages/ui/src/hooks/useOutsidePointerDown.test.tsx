import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useOutsidePointerDown } from './useOutsidePointerDown.ts';

function Harness({ active, onOutside }: { active: boolean; onOutside: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  useOutsidePointerDown(container, active, onOutside);
  return (
    <>
      <div ref={container}>
        <button type="button">Inside</button>
      </div>
      <p>Outside</p>
    </>
  );
}

describe('useOutsidePointerDown', () => {
  it('calls back for a pointer down outside the container only', () => {
    const onOutside = vi.fn();
    render(<Harness active onOutside={onOutside} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it('stops listening while inactive', () => {
    const onOutside = vi.fn();
    const { rerender } = render(<Harness active onOutside={onOutside} />);
    rerender(<Harness active={false} onOutside={onOutside} />);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(onOutside).not.toHaveBeenCalled();
  });
});
