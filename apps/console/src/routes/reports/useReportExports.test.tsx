import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { saveFile } from '../../exports/save-file.ts';
import { useReportExports, type AllExport } from './useReportExports.ts';

vi.mock('../../exports/save-file.ts', () => ({ saveFile: vi.fn() }));

const i18n = createI18n({ language: 'en' });
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

/** An export of every record whose server answers the three records it counted. */
function threeRecords(): AllExport & { request: ReturnType<typeof vi.fn> } {
  const request = vi.fn(
    async () =>
      new Response('day,coins\r\n2026-05-01,1\r\n2026-05-02,2\r\n2026-05-03,3\r\n', {
        headers: { 'x-total-count': '3', 'content-disposition': 'attachment; filename="rides-2026-05-15.csv"' },
      }),
  );
  return { count: 3, file: 'rides', request };
}

function renderExports() {
  return renderHook(() => useReportExports('Ana', 'UTC'), { wrapper });
}

/** Lets the download's code arrive, which it does after the click that asked for it. */
const codeArrived = () => act(async () => void (await import('../../exports/all-records-csv.ts')));

afterEach(() => vi.mocked(saveFile).mockClear());

describe('the export of every record', () => {
  it('downloads its code once confirmed, then the records, and saves the file', async () => {
    const { result } = renderExports();
    const target = threeRecords();
    act(() => result.current.exportAll(target));
    expect(result.current.dialog.state).toEqual({ phase: 'confirm', count: 3 });

    act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog.state).toEqual({ phase: 'running', rows: 0, count: 3, retrying: false });
    await waitFor(() =>
      expect(result.current.dialog.state).toEqual({ phase: 'done', rows: 3, fileName: 'rides-2026-05-15.csv' }),
    );
    expect(target.request).toHaveBeenCalledTimes(1);
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'rides-2026-05-15.csv');
  });

  it('asks the server nothing when cancelled while its code arrives', async () => {
    const { result } = renderExports();
    const target = threeRecords();
    act(() => result.current.exportAll(target));
    act(() => {
      result.current.dialog.onConfirm();
      result.current.dialog.onCancel();
    });
    await codeArrived();
    expect(result.current.dialog.state).toBeNull();
    expect(target.request).not.toHaveBeenCalled();
  });

  it('asks the server nothing when the screen is left while its code arrives', async () => {
    const { result, unmount } = renderExports();
    const target = threeRecords();
    act(() => result.current.exportAll(target));
    act(() => result.current.dialog.onConfirm());
    unmount();
    await codeArrived();
    expect(target.request).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
