import tensorflow as tf

a = tf.constant([2, 0, 1, 2])  # (1)!
for n in (20, 2):
    A = tf.zeros([4, n, 3])
    upstream = tf.reshape(tf.range(1.0, 4 * n + 1), [4, n])  # (2)!
    with tf.GradientTape() as tape:
        tape.watch(A)
        x = tf.gather(A, a, batch_dims=1, axis=2)
    today = tape.gradient(x, A, output_gradients=upstream)
    for offset in (3, n):  # (3)!
        segment_ids = a + tf.range(4) * offset
        print(f"A of shape (4, {n}, 3), offset {offset}:", end=" ")
        try:
            sums = tf.math.unsorted_segment_sum(upstream, segment_ids, 4 * 3)  # (4)!
            grad = tf.transpose(tf.reshape(sums, [4, 3, n]), [0, 2, 1])
            same = bool(tf.reduce_all(grad == today))
            print(f"segment ids {segment_ids.numpy().tolist()}, same as the gradient: {same}")
        except tf.errors.InvalidArgumentError as e:
            message = e.message.split("}} ")[-1].removesuffix(" name: ")  # (5)!
            print(f"{type(e).__name__}: {message}")
