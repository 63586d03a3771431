/**
 * The room's chat box (spec §2 "chat-room"; docs/api-room.md): the messages oldest first, each shown
 * as TEXT (line breaks kept; never interpreted as HTML, links not turned into links), with the sender
 * and the time in the viewer's zone; a file sent in the chat shows its name as a download button
 * (private file, `components/private-file-link`); "Read" under one's newest message the other party
 * has read; "<name> is typing…"; earlier messages on demand.
 *
 * The field sends with Enter and goes to a new line with Shift+Enter; the attach button sends a file
 * (PDF, JPG, PNG, WebP; a refusal — too large, unsupported type, room closed — shows the server's
 * message).
 *
 * Accessible names: the region "Discussion"/"Chat" with its message log (a polite live region, so new
 * messages are read out), the field "Votre message"/"Your message", the buttons "Envoyer"/"Send" and
 * "Joindre un fichier"/"Attach a file".
 *
 * @module features/consultation-room/components/chat-box
 */
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { FormTextField } from '../../../components/form-text-field';
import { PrivateFileLink } from '../../../components/private-file-link';
import { UploadProgressBar } from '../../../components/upload-progress';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { UploadProgress } from '../../../lib/api-client';
import { acceptOf, FILE_RULES } from '../../../lib/files';
import { formatTime } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { ChatMessageForm } from '../model/chat-form';
import { lastReadOfMine, MESSAGE_MAX_LENGTH } from '../model/messages';
import type { RoomMessage, RoomRole } from '../model/types';

/** Props of {@link ChatBox}. */
export interface ChatBoxProps {
  /** The viewer's side. */
  me: RoomRole;
  /** The other party's name. */
  peerName: string;
  /** Oldest first. */
  messages: readonly RoomMessage[];
  /** IANA zone the times are shown in. */
  timeZone: string;
  loading?: boolean;
  /** The history could not be read. */
  loadFailed?: boolean;
  hasEarlier?: boolean;
  onLoadEarlier?: () => void;
  /** Sends a text; resolves to `null` when sent, else the message to show. */
  onSend: (text: string) => Promise<string | null>;
  /** Sends a file; resolves to `null` when sent, else the message to show. */
  onSendFile?: (file: File, text?: string, onProgress?: (progress: UploadProgress) => void) => Promise<string | null>;
  /** Called as the viewer types. */
  onTyping?: () => void;
  /** The other party is typing. */
  peerTyping?: boolean;
}

/** The chat box. */
export function ChatBox({ me, peerName, messages, timeZone, loading = false, loadFailed = false, hasEarlier = false, onLoadEarlier, onSend, onSendFile, onTyping, peerTyping = false }: ChatBoxProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLanguage(i18n);
  const form = useContractForm(ChatMessageForm, { defaultValues: { text: '' } });
  const text = form.watch('text');
  const logRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const lastRead = lastReadOfMine(messages, me);

  useEffect(() => {
    if (text) onTyping?.();
  }, [text, onTyping]);

  // The newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const submit = form.handleSubmit(async ({ text: value }) => {
    if (!value.trim()) return;
    const problem = await onSend(value);
    if (problem) form.setError('text', { type: 'server', message: problem });
    else form.reset({ text: '' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!form.formState.isSubmitting) void submit();
  };

  const sendChosenFile = async (file: File | undefined) => {
    if (!file || !onSendFile) return;
    setFileError(null);
    setUpload({ name: file.name, fraction: 0 });
    const problem = await onSendFile(file, undefined, (progress) => setUpload({ name: file.name, fraction: progress.fraction }));
    setUpload(null);
    if (problem) setFileError(problem);
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="room-chat-title"
      sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', minHeight: { md: 420 } }}
      data-testid="room-chat"
    >
      <Typography id="room-chat-title" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('room.chat.title')}
      </Typography>
      {hasEarlier ? (
        <Button size="small" onClick={onLoadEarlier} sx={{ alignSelf: 'flex-start', mb: 1 }} data-testid="chat-earlier">
          {t('room.chat.earlier')}
        </Button>
      ) : null}
      {loadFailed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('room.chat.historyFailed')}
        </Alert>
      ) : null}
      <Box
        ref={logRef}
        role="log"
        aria-labelledby="room-chat-title"
        tabIndex={0}
        sx={{ flex: 1, minHeight: 160, maxHeight: { xs: 320, md: 480 }, overflowY: 'auto', mb: 1, pr: 0.5 }}
        data-testid="chat-log"
      >
        {!loading && messages.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('room.chat.empty')}</Typography> : null}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {messages.map((message) => {
            const mine = message.sender_role === me;
            return (
              <Box
                component="li"
                key={message.id}
                data-testid="chat-message"
                data-mine={mine ? 'true' : 'false'}
                sx={{
                  justifySelf: mine ? 'end' : 'start',
                  maxWidth: '85%',
                  bgcolor: mine ? '#e3efe9' : '#f3f4f3',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {mine ? t('room.chat.you') : peerName} · {formatTime(message.created_at, timeZone, locale)}
                </Typography>
                {message.text ? (
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-text">
                    {message.text}
                  </Typography>
                ) : null}
                {message.attachment ? (
                  <Box sx={{ mt: message.text ? 0.5 : 0 }}>
                    <PrivateFileLink file={message.attachment} role={me} data-testid="chat-attachment" />
                  </Box>
                ) : null}
                {message.id === lastRead ? (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', textAlign: 'right' }} data-testid="chat-read">
                    {t('room.chat.read')}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: '1.5em', color: 'text.secondary', fontStyle: 'italic' }} data-testid="chat-typing">
        {peerTyping ? t('room.chat.typing', { name: peerName }) : ''}
      </Typography>
      {upload ? (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2">{t('room.chat.uploading', { name: upload.name })}</Typography>
          <UploadProgressBar fraction={upload.fraction} data-testid="chat-upload-progress" />
        </Box>
      ) : null}
      {fileError ? (
        <Alert severity="error" onClose={() => setFileError(null)} sx={{ mb: 1 }} data-testid="chat-file-error">
          {fileError}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={form.control}
          name="text"
          id="room-chat-field"
          label={t('room.chat.field')}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          size="small"
          onKeyDown={onKeyDown}
          hint={text.length > MESSAGE_MAX_LENGTH * 0.9 ? t('room.chat.length', { count: text.length, max: MESSAGE_MAX_LENGTH }) : t('room.chat.hint')}
          slotProps={{ htmlInput: { 'data-testid': 'chat-field', maxLength: MESSAGE_MAX_LENGTH } }}
        />
        {onSendFile ? (
          <>
            <Box
              component="input"
              ref={fileRef}
              type="file"
              accept={acceptOf(FILE_RULES.chatAttachment)}
              tabIndex={-1}
              aria-hidden="true"
              sx={visuallyHidden}
              onChange={(event: ChangeEvent<HTMLInputElement>) => void sendChosenFile(event.target.files?.[0])}
              data-testid="chat-file-input"
            />
            <IconButton aria-label={t('room.chat.attach')} onClick={() => fileRef.current?.click()} disabled={Boolean(upload)} data-testid="chat-attach">
              <AttachFileIcon />
            </IconButton>
          </>
        ) : null}
        <IconButton type="submit" aria-label={t('room.chat.send')} color="primary" disabled={form.formState.isSubmitting} data-testid="chat-send">
          <SendIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
