export { NotesEditor, type NotesEditorProps } from './NotesEditor.tsx';
