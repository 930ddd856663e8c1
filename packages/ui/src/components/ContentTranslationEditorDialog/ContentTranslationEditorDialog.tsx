import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';

/** Scenarios have a theme, news a summary (docs/domain.md#records-and-fields). */
export type ContentTranslationKind = 'scenario' | 'news';

/** The three texts of a translation: title, the scenario's theme or the news summary, and the description. */
export interface ContentTranslationTexts {
  title: string;
  /** The scenario's theme or the news item's summary (`resume`). */
  second: string;
  description: string;
}

export interface ContentTranslationEditorDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called by Later, the close button and Escape: the item stays untranslated. */
  onClose: () => void;
  /** What is translated; decides the second field and the layout (news translate full screen, docs/domain.md#screens-and-addresses). */
  kind: ContentTranslationKind;
  /** The item's name in the heading, such as its English title. */
  name: string;
  /** The English texts, shown under each field as the source. */
  source?: ContentTranslationTexts;
  /** A Portuguese translation saved before, to correct. */
  initial?: ContentTranslationTexts;
  /** Saves the Portuguese texts (trimmed); rejects with the reason. */
  onSubmit: (texts: ContentTranslationTexts) => Promise<unknown>;
}

const empty: ContentTranslationTexts = { title: '', second: '', description: '' };

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: ${vars.size.contentWidth};
  margin-inline: auto;
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * The Portuguese translation of a scenario or a news item (docs/domain.md#screens-and-addresses, docs/domain.md#validation): title, theme or summary and description, all
 * required, the Save button disabled until all three hold text. The English texts show under the fields.
 */
export function ContentTranslationEditorDialog(props: ContentTranslationEditorDialogProps) {
  // The form mounts with each opening, so it starts from the saved item (or empty) every time.
  return props.open ? <ContentTranslationEditorDialogForm {...props} /> : null;
}

function ContentTranslationEditorDialogForm({
  open,
  onClose,
  kind,
  name,
  source,
  initial,
  onSubmit,
}: ContentTranslationEditorDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [texts, setTexts] = useState<ContentTranslationTexts>(initial ?? empty);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const trimmed = { title: texts.title.trim(), second: texts.second.trim(), description: texts.description.trim() };
  const valid = trimmed.title !== '' && trimmed.second !== '' && trimmed.description !== '';
  const sourceHint = (text: string | undefined) => (text ? t('adminContent.translation.english', { text }) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('errors.unexpected'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      variant={kind === 'news' ? 'fullscreen' : 'default'}
      title={
        kind === 'news'
          ? t('adminContent.translation.newsTitle', { name })
          : t('adminContent.translation.scenarioTitle', { name })
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('adminContent.translation.later')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!valid}>
            {t('adminContent.translation.save')}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <StyledIntro>{t('adminContent.translation.intro')}</StyledIntro>
        {failure && (
          <Alert tone="error" title={t('adminContent.translation.failed')}>
            {failure}
          </Alert>
        )}
        <TextField
          label={t('adminContent.translation.title')}
          lang="pt"
          value={texts.title}
          onChange={(event) => setTexts({ ...texts, title: event.target.value })}
          hint={sourceHint(source?.title)}
          required
        />
        <TextField
          label={kind === 'news' ? t('adminContent.translation.resume') : t('adminContent.translation.theme')}
          lang="pt"
          value={texts.second}
          onChange={(event) => setTexts({ ...texts, second: event.target.value })}
          hint={sourceHint(source?.second)}
          required
        />
        <TextArea
          label={t('adminContent.translation.description')}
          lang="pt"
          max={kind === 'news' ? 10_000 : 4000}
          value={texts.description}
          onChange={(event) => setTexts({ ...texts, description: event.target.value })}
          hint={sourceHint(source?.description)}
          required
        />
      </StyledForm>
    </Modal>
  );
}
