/**
 * The chat's message field, checked like the server checks `chat:send` (docs/api-room.md): plain
 * text of at most {@link MESSAGE_MAX_LENGTH} characters (an empty field sends nothing; the server also
 * refuses control characters, with its own message).
 *
 * @module features/consultation-room/model/chat-form
 */
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './messages';

/** The form's values. */
export const ChatMessageForm = z.object({ text: z.string().max(MESSAGE_MAX_LENGTH) }).strict();
