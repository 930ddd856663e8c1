import { useId, useState, type FormEvent } from 'react';
import type { News, NewsText } from '@orbit/contract';
import { contentTitle, type ContentLanguage } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { ImagePicker } from '../ImagePicker/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { ToggleGroup } from '../ToggleGroup/index.ts';

/** What the news modal hands over on save: the texts of one language and, when chosen, a new picture. */
export interface NewsEditorDialogSubmission {
  language: ContentLanguage;
  /** Trimmed; unchanged texts of an edit are not sent. */
  texts?: NewsText;
  picture?: File;
}

export interface NewsEditorDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called by Cancel, the close button and Escape. */
  onClose: () => void;
  /** The news item to edit; a new one (in English) is created when absent. */
  news?: News;
  /** Address of the edited item's current picture. */
  currentPictureUrl?: string;
  /** Saves; rejects with the reason, which the dialog shows. */
  onSubmit: (submission: NewsEditorDialogSubmission) => Promise<unknown>;
}

type TextName = keyof NewsText;
type Field = TextName | 'picture';

const emptyText: NewsText = { title: '', resume: '', description: '' };

/** The language the edit starts in: English when written, else the one the item has. */
function firstLanguage(news?: News): ContentLanguage {
  return news?.languages.en || !news?.languages.pt ? 'en' : 'pt';
}

/**
 * The news modal of the news admin (docs/domain.md#screens-and-addresses, docs/domain.md#validation). Create: title, summary and text in English and a picture (image files
 * only), Create disabled until all four are there. Edit: a language selector (pt, en), the texts of that language, the
 * picture with its preview and a "New image" badge when replaced; Save waits for a change, a field's error clears as
 * soon as it is edited.
 */
export function NewsEditorDialog(props: NewsEditorDialogProps) {
  // The form mounts with each opening, so it starts from the saved item (or empty) every time.
  return props.open ? <NewsEditorDialogForm {...props} /> : null;
}

function NewsEditorDialogForm({ open, onClose, news, currentPictureUrl, onSubmit }: NewsEditorDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const editing = news !== undefined;
  const [language, setLanguage] = useState<ContentLanguage>(firstLanguage(news));
  const [texts, setTexts] = useState<NewsText>(() => news?.languages[firstLanguage(news)] ?? emptyText);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const saved = news?.languages[language];
  const trimmed: NewsText = {
    title: texts.title.trim(),
    resume: texts.resume.trim(),
    description: texts.description.trim(),
  };
  const blank = (Object.keys(trimmed) as TextName[]).filter((field) => trimmed[field] === '');
  const textsChanged =
    !saved ||
    trimmed.title !== saved.title ||
    trimmed.resume !== saved.resume ||
    trimmed.description !== saved.description;
  const touchedTexts = blank.length < 3 || saved !== undefined;
  const changed = (textsChanged && touchedTexts) || picture !== null;
  const createReady = blank.length === 0 && picture !== null;

  function edit(field: TextName, value: string) {
    setTexts({ ...texts, [field]: value });
    // docs/domain.md#validation: errors clear as soon as the field is edited.
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function switchLanguage(next: ContentLanguage) {
    setLanguage(next);
    setTexts(news?.languages[next] ?? emptyText);
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found: Partial<Record<Field, string>> = {};
    if (!editing || textsChanged) {
      for (const field of blank) found[field] = t('validation.required');
    }
    if (!editing && !picture) found.picture = t('adminContent.picture.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit({
        language,
        ...((!editing || textsChanged) && { texts: trimmed }),
        ...(picture && { picture }),
      });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('errors.unexpected'));
    } finally {
      setSaving(false);
    }
  }

  // The editor's heading names the item by its English title, else another, whatever the reader's language.
  const name = news ? contentTitle(news, 'en') : '';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? t('adminContent.newsEditor.editTitle', { name }) : t('adminContent.newsEditor.createTitle')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('adminContent.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={editing ? !changed : !createReady}>
            {editing ? t('adminContent.newsEditor.save') : t('adminContent.newsEditor.create')}
          </Button>
        </>
      }
    >
      <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        {failure && (
          <Alert
            tone="error"
            title={editing ? t('adminContent.newsEditor.saveFailed') : t('adminContent.newsEditor.createFailed')}
          >
            {failure}
          </Alert>
        )}
        {editing ? (
          <ToggleGroup
            label={t('adminContent.newsEditor.language')}
            showLabel
            options={[
              { value: 'pt', label: t('languages.pt') },
              { value: 'en', label: t('languages.en') },
            ]}
            value={language}
            onChange={switchLanguage}
          />
        ) : (
          <p>{t('adminContent.newsEditor.textsInEnglish')}</p>
        )}
        <TextField
          label={t('adminContent.newsEditor.title')}
          lang={language}
          value={texts.title}
          onChange={(event) => edit('title', event.target.value)}
          error={errors.title}
          required
        />
        <TextArea
          label={t('adminContent.newsEditor.resume')}
          lang={language}
          max={500}
          value={texts.resume}
          onChange={(event) => edit('resume', event.target.value)}
          error={errors.resume}
          required
        />
        <TextArea
          label={t('adminContent.newsEditor.description')}
          lang={language}
          max={10_000}
          value={texts.description}
          onChange={(event) => edit('description', event.target.value)}
          error={errors.description}
          required
        />
        <ImagePicker
          label={t('adminContent.picture.label')}
          value={picture}
          currentUrl={currentPictureUrl}
          required={!editing}
          disabled={saving}
          error={errors.picture}
          onChange={(file, accepted) => {
            setPicture(file);
            setErrors({ ...errors, picture: accepted ? undefined : t('adminContent.picture.imageOnly') });
          }}
        />
      </Stack>
    </Modal>
  );
}
