import { Route, Routes } from 'react-router';
import { AssistantEditPage } from './assistant-edit-page';
import { AssistantsList } from './assistants-list';

/** `/admin/assistants`: every store's assistant; `/admin/assistants/<store id>` edits one. */
export function AssistantsPage() {
  return (
    <Routes>
      <Route index element={<AssistantsList />} />
      <Route path=":storeId" element={<AssistantEditPage />} />
    </Routes>
  );
}
