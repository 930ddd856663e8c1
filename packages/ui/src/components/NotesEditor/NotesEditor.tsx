import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { limits, truncate } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextArea } from '../TextArea/index.ts';

export interface NotesEditorProps {
  /** The licence's current notes. */
  notes: string;
  /** The licence's name, shown in the dialog title. */
  licenseLabel: string;
  /** Saves new notes; the dialog closes when the promise resolves and shows the error's message when it rejects. */
  onSave: (notes: string) => Promise<unknown>;
  /** Level of the card's heading in the page outline. */
  headingLevel?: 2 | 3;
}

const StyledNotes = styled.p`
  margin: 0;
  color: ${vars.color.text};
  overflow-wrap: anywhere;
  white-space: pre-line;

  &[data-empty] {
    color: ${vars.color.textMuted};
  }
`;

/** The notes card of a licence: the notes (cut at 130 characters) and an edit dialog with a 150-character counter. */
export function NotesEditor({ notes, licenseLabel, onSave, headingLevel = 2 }: NotesEditorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(notes);
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();

  function openDialog() {
    setDraft(notes);
    setErrorMessage(undefined);
    setOpen(true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setErrorMessage(undefined);
    try {
      await onSave(draft);
      setOpen(false);
    } catch (error) {
      setErrorMessage(error instanceof Error && error.message ? error.message : t('licenses.notesSaveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card heading={t('licenses.notes')} headingLevel={headingLevel}>
      {notes ? (
        <StyledNotes title={notes.length > limits.licenseNotesClientDisplay ? notes : undefined}>
          {truncate(notes, limits.licenseNotesClientDisplay)}
        </StyledNotes>
      ) : (
        <StyledNotes data-empty="">{t('licenses.noNotes')}</StyledNotes>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={openDialog}>
          {t('licenses.editNotes')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('licenses.notesDialogTitle', { label: licenseLabel })}
        initialFocusRef={textAreaRef}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('licenses.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={saving}>
              {t('licenses.save')}
            </Button>
          </>
        }
      >
        <Stack as="form" gap={4} id={formId} onSubmit={(event) => void handleSubmit(event)}>
          {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
          <TextArea
            ref={textAreaRef}
            label={t('licenses.notes')}
            max={limits.licenseNotesMax}
            warnAbove={limits.licenseNotesWarnAbove}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </Stack>
      </Modal>
    </Card>
  );
}
