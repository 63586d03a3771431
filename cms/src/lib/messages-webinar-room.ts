/**
 * Messages of the live session of a webinar (docs/webinar-room.md), in both interface languages. Merged
 * into the one catalogue of `messages.ts`.
 */
export const webinarRoomMessages = {
  'webinarRoom.notFound': { fr: 'Session en direct introuvable : seuls l’hôte et les inscrits y entrent.', en: 'Live session not found: only the host and registered clients may enter.' },
  'webinarRoom.tooEarly': { fr: 'La session en direct ouvre à {at}.', en: 'The live session opens at {at}.' },
  'webinarRoom.closed': { fr: 'La session en direct est fermée depuis {at}.', en: 'The live session closed at {at}.' },
  'webinarRoom.hostOnly': { fr: 'Seul l’hôte peut donner ou reprendre la parole.', en: 'Only the host may give or take back the floor.' },
  'webinarRoom.attendeeOnly': { fr: 'Seuls les participants lèvent la main.', en: 'Only attendees raise their hand.' },
  'webinarRoom.notPresent': { fr: 'Cette personne n’est pas dans la session.', en: 'This person is not in the session.' },
  'webinarRoom.notAllowedToSend': {
    fr: 'Vous n’avez pas la parole : seul l’hôte et la personne qui a la parole envoient leur image et leur son.',
    en: 'You do not have the floor: only the host and the person given the floor send picture and sound.',
  },
  'webinarRoom.mediaElsewhere': { fr: 'Les médias de cette session sont servis par une autre instance.', en: 'This session’s media are served by another instance.' },
  'webinarRoom.mediaFailed': { fr: 'La connexion audio et vidéo n’a pas pu être établie.', en: 'The audio and video connection could not be set up.' },
} as const;
