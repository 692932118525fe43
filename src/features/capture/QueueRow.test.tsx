import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { QueueRow } from './QueueRow';
import type { QueueItem } from './useUploadQueue';

const uploading = { state: 'uploading', progress: 0.1, file: new File(['x'], 'boleto.pdf') } as unknown as QueueItem;

describe('QueueRow', () => {
  it('cancels on a click, not on the second click of a double click on "Tentar novamente" it replaced', () => {
    const onCancel = vi.fn();
    renderWithApp(<QueueRow item={uploading} onRetry={vi.fn()} onCancel={onCancel} onDismiss={vi.fn()} />);
    const cancel = screen.getByRole('button', { name: 'Cancelar envio' });
    fireEvent.click(cancel, { detail: 2 });
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(cancel, { detail: 1 });
    expect(onCancel).toHaveBeenCalledTimes(1);
    // From the keyboard: a click of detail 0.
    fireEvent.click(cancel, { detail: 0 });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
