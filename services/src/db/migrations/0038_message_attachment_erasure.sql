-- LGPD erasure (issue 18 item 6): anonymising a person removes the files attached to their conversations with the
-- clinic, like the bodies of those messages. The application deletes attachment rows for that alone (the message
-- service's eraseOf); an attachment is otherwise never changed nor removed.
GRANT DELETE ON message_attachment TO teleconsulta_app;
