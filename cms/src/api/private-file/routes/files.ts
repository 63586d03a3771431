/** Route of the private files (issue 4 §6): authorization happens in the controller (404 for anyone else). */
export default {
  routes: [{ method: 'GET', path: '/files/:id', handler: 'files.download', config: { auth: false as const } }],
};
