import tensorflow as tf

Optimizer = tf.compat.v1.train.Optimizer


def waits_for(op, earlier):  # does `op` depend on `earlier`, through inputs or control inputs?
    seen, todo = set(), [op]
    while todo:
        current = todo.pop()
        if current is earlier:
            return True
        for parent in [t.op for t in current.inputs] + current.control_inputs:
            if parent not in seen:
                seen.add(parent)
                todo.append(parent)
    return False


print("gate_gradients  the update of B waits for:  dcost/dh (reads B)  dcost/dA")
for gate in ["GATE_NONE", "GATE_OP", "GATE_GRAPH"]:
    with tf.Graph().as_default() as graph:
        x = tf.ones([2, 2])
        A = tf.compat.v1.Variable(tf.ones([2, 2]), name="A", use_resource=False)  # (1)!
        B = tf.compat.v1.Variable(tf.ones([2, 2]), name="B", use_resource=False)
        h = tf.tanh(tf.matmul(x, A, name="xA"))
        cost = tf.reduce_sum(tf.matmul(h, B, name="hB"))  # (2)!
        optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.1)
        grads_and_vars = optimizer.compute_gradients(cost, [A, B], gate_gradients=getattr(Optimizer, gate))
        optimizer.apply_gradients(grads_and_vars)
        update_B = graph.get_operation_by_name("GradientDescent/update_B/ApplyGradientDescent")
        d_h = graph.get_operation_by_name("gradients/hB_grad/MatMul")  # (3)!
        d_A = graph.get_operation_by_name("gradients/xA_grad/MatMul_1")
        print(f"{gate:<42}{waits_for(update_B, d_h)!s:<20}{waits_for(update_B, d_A)}")
