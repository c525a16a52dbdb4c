# source: https://github.com/jsikyoon/pathnet/issues/3
# symptom: the fix for the per-generation memory leak in the parameter backup/restore
# note: fixed version ('Done' in the issue): placeholders and assign ops are created once by make_update_ops before the generation loop; the per-generation helpers only feed values into them with sess.run
